/** The keys that move focus along one row of menu buttons, and in which direction. */
export interface RowKeys {
  next: 'ArrowRight' | 'ArrowDown';
  previous: 'ArrowLeft' | 'ArrowUp';
}

/**
 * The button a key moves focus to in a row of `count` buttons (WAI-ARIA APG disclosure navigation):
 * the arrows step and wrap round, Home and End jump to the first and last. Undefined for any other
 * key, which the menu leaves to the browser (Tab, Enter, Space).
 */
export function focusIndexForKey(options: {
  key: string;
  index: number;
  count: number;
  keys: RowKeys;
}): number | undefined {
  const { key, index, count, keys } = options;
  if (count === 0 || index < 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === keys.next) return (index + 1) % count;
  if (key === keys.previous) return (index - 1 + count) % count;
  return undefined;
}
