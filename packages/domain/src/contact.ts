/** SPEC.md §9: India's toll-free footer number. */
export const INDIA_HELPLINE = { dial: '18002102030', display: '1800 210 2030' } as const;
