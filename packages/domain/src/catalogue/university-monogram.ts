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

/** FNV-1a: a stable number per slug, so a university keeps its colour across builds and machines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A dark hue from the slug: white initials on it stay above 4.5:1 contrast whatever the hue. */
export function monogramColour(slug: string): string {
  return `hsl(${hashOf(slug) % 360} 60% 28%)`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 96 × 96 crest: a shield in the slug's colour with the name's initials, titled with the name. */
export function universityMonogramSvg(university: { slug: string; name: string }): string {
  const initials = universityInitials(university.name);
  const fontSize = [0, 44, 40, 32, 26][initials.length] ?? 26;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">',
    `<title>${escapeXml(university.name)}</title>`,
    `<path d="M8 6h80v44c0 22-18 34-40 42C26 84 8 72 8 50z" fill="${monogramColour(university.slug)}"/>`,
    '<path d="M14 12h68v38c0 18-15 28-34 35C29 78 14 68 14 50z" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>',
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fontSize}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
