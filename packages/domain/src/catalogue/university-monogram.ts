/** Words a monogram skips: "University of Toronto" is UT, not UOT. */
const MINOR_WORDS = new Set([
  'of',
  'the',
  'and',
  'at',
  'for',
  'in',
  'de',
  'la',
  'le',
  'du',
  'des',
  'di',
  '&',
]);

/**
 * Up to three initials of a university's name; a leading acronym (UNSW, ETH, HEC, RWTH) stands for
 * itself. Accents are dropped so the letters render in any font.
 */
export function universityInitials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s\-–,]+/)
    .map((w) => w.replace(/[^A-Za-z&]/g, ''))
    .filter((w) => w && !MINOR_WORDS.has(w.toLowerCase()));
  const first = words[0] ?? '';
  if (/^[A-Z]{2,4}$/.test(first)) return first;
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** FNV-1a: a stable number per slug, so a university keeps its crest across builds and machines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A dark hue from the text: white letters on it stay above 4.5:1 contrast whatever the hue. */
export function monogramColour(text: string): string {
  return `hsl(${hashOf(text) % 360} 60% 28%)`;
}

/** Words that name what a place is rather than which one: its ribbon skips them. */
const GENERIC_WORDS = new Set([
  ...MINOR_WORDS,
  'university',
  'universitat',
  'universite',
  'universiteit',
  'college',
  'institute',
  'institut',
  'school',
  'academy',
  'state',
  'medical',
  'technology',
  'technical',
  'technische',
  'technological',
  'business',
  'sciences',
  'at',
]);

const plainWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s\-–,]+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter(Boolean);

/**
 * The word on the crest's ribbon, the one that tells two universities with the same initials apart
 * (UC: CAMBRIDGE or CHICAGO; IIT: DELHI or BOMBAY): the name's last word that is not generic.
 */
export function crestRibbon(name: string): string {
  const words = plainWords(name);
  const telling = words.filter((w) => !GENERIC_WORDS.has(w.toLowerCase()));
  return (telling.at(-1) ?? words[0] ?? '').toUpperCase();
}

/** A person's initials for their avatar: the first and last names' first letters (`Meera Iyer` → MI). */
export function personInitials(name: string): string {
  const words = plainWords(name);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The crest's outlines in a 96 × 96 box, each leaving the middle for the letters. */
const SHAPES = [
  // A shield.
  'M8 6h80v44c0 22-18 34-40 42C26 84 8 72 8 50z',
  // A roundel.
  'M48 4a44 44 0 1 1 0 88a44 44 0 1 1 0-88z',
  // A hexagon.
  'M48 4l40 22v44L48 92L8 70V26z',
  // A rounded tile.
  'M22 6h52a16 16 0 0 1 16 16v52a16 16 0 0 1-16 16H22A16 16 0 0 1 6 74V22A16 16 0 0 1 22 6z',
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What makes one crest look unlike another: its outline, colour, initials and ribbon word, all
 * from the university's slug and name, so the same university always draws the same crest.
 */
export function crestOf(university: { slug: string; name: string }) {
  return {
    shape: hashOf(`${university.slug}#shape`) % SHAPES.length,
    colour: monogramColour(university.slug),
    initials: universityInitials(university.name),
    ribbon: crestRibbon(university.name),
  };
}

/** A 96 × 96 crest: an outline in the slug's colour, the initials and a ribbon naming the place. */
export function universityMonogramSvg(university: { slug: string; name: string }): string {
  const crest = crestOf(university);
  const fontSize = [0, 40, 36, 30, 24, 20][crest.initials.length] ?? 20;
  // The ribbon's word fits its 70 units whatever its length (a letter is about 0.62 em wide).
  const ribbonSize = Math.min(11, Math.floor(70 / Math.max(1, crest.ribbon.length) / 0.62));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">',
    `<title>${escapeXml(university.name)}</title>`,
    `<path d="${SHAPES[crest.shape]}" fill="${crest.colour}"/>`,
    `<text x="48" y="42" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fontSize}">${escapeXml(crest.initials)}</text>`,
    '<rect x="10" y="58" width="76" height="16" rx="3" fill="#fff" fill-opacity=".92"/>',
    `<text x="48" y="66.5" text-anchor="middle" dominant-baseline="middle" fill="${crest.colour}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${ribbonSize}" letter-spacing=".5">${escapeXml(crest.ribbon)}</text>`,
    '</svg>',
  ].join('');
}
