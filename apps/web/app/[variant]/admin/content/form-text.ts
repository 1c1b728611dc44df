import { instantOfIstLocal, istLocalInput } from '@meridian/domain/ist-local';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { REGIONS } from '@meridian/domain/region/regions';

/** The non-empty lines of a textarea, trimmed: one list item a line. */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A blank text field means "none". */
export const orNull = (text: string): string | null => text.trim() || null;

/** A number field as typed: a blank one is no number (the schema refuses it as missing), not 0. */
export const numberOrNaN = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A datetime-local field read as IST; a blank one means "none", and a bad one is left for the schema to refuse. */
export const instantOrNull = (local: string): string | null =>
  local ? (instantOfIstLocal(local) ?? local) : null;

/** An instant (or none) as the IST datetime-local field shows it. */
export const istField = (iso: string | null): string => (iso ? istLocalInput(iso) : '');

export const PUBLISH_OPTIONS = [
  { value: 'draft', label: 'Draft: not on the site' },
  { value: 'published', label: 'Published' },
] as const;

/** The regions, by the names editors know them. */
export const REGION_OPTIONS = REGIONS.map((region) => ({
  value: region,
  label: REGION_CONFIG[region].label,
}));

/** `exam page` → `Exam page`: a noun that starts a heading or label. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Rows a back-office list shows a page: most lists fit in one. */
export const LIST_PAGE_SIZE = 50;
