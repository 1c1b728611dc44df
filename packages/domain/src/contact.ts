/** SPEC.md §9: India's toll-free footer number. */
export const INDIA_HELPLINE = { dial: '18002102030', display: '1800 210 2030' } as const;

/** The other regions with footer numbers (SPEC.md §9); their values come from configuration. */
export const REGIONAL_PHONE_KEYS = ['US', 'UK', 'SG', 'ID', 'VN', 'SA'] as const;
export type RegionalPhoneKey = (typeof REGIONAL_PHONE_KEYS)[number];

export const REGIONAL_PHONE_LABELS: Record<RegionalPhoneKey, string> = {
  US: 'USA',
  UK: 'UK and EMEA',
  SG: 'APAC (Singapore)',
  ID: 'Indonesia',
  VN: 'Vietnam',
  SA: 'Saudi Arabia',
};
