const UNITS = [
  { value: 1_000_000_000, suffix: 'B+' },
  { value: 1_000_000, suffix: 'M+' },
  { value: 1_000, suffix: 'K+' },
] as const;

/** SPEC.md §9: download counts abbreviated K+, M+, B+, rounded down so the "+" stays true. */
export function formatDownloadCount(count: number): string {
  for (const unit of UNITS) {
    if (count >= unit.value) {
      const scaled = Math.floor((count / unit.value) * 10) / 10;
      return `${Number.isInteger(scaled) ? scaled.toFixed(0) : scaled.toFixed(1)}${unit.suffix}`;
    }
  }
  return String(count);
}
