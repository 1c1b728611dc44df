import { describe, expect, it } from 'vitest';
import { focusIndexForKey } from './menu-keys.ts';

const across = { next: 'ArrowRight', previous: 'ArrowLeft' } as const;
const down = { next: 'ArrowDown', previous: 'ArrowUp' } as const;

describe('menu focus keys', () => {
  it('Home and End jump to the first and last button', () => {
    expect(focusIndexForKey({ key: 'Home', index: 2, count: 4, keys: across })).toBe(0);
    expect(focusIndexForKey({ key: 'End', index: 0, count: 4, keys: across })).toBe(3);
  });

  it('the arrows of the row step and wrap round; the other arrows do nothing', () => {
    expect(focusIndexForKey({ key: 'ArrowRight', index: 3, count: 4, keys: across })).toBe(0);
    expect(focusIndexForKey({ key: 'ArrowLeft', index: 0, count: 4, keys: across })).toBe(3);
    expect(focusIndexForKey({ key: 'ArrowDown', index: 1, count: 9, keys: down })).toBe(2);
    expect(focusIndexForKey({ key: 'ArrowDown', index: 1, count: 4, keys: across })).toBeUndefined();
  });

  it('leaves Tab, Enter and Space to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ']) {
      expect(focusIndexForKey({ key, index: 1, count: 4, keys: across })).toBeUndefined();
    }
  });
});
