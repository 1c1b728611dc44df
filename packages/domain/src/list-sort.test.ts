import { describe, expect, it } from 'vitest';
import { readSort, sortQuery, writeSort } from './list-sort.ts';

describe('list sort', () => {
  const sort = sortQuery(['name', 'createdAt'], '-createdAt');

  it('reads a column ascending, or descending after a minus, and the list’s own order when none is given', () => {
    expect(sort.parse(undefined)).toBe('-createdAt');
    expect(sort.parse('name')).toBe('name');
    expect(sort.parse('-name')).toBe('-name');
    for (const bad of ['email', '--name', 'name-', '']) expect(sort.safeParse(bad).success).toBe(false);
  });

  it('writes and reads back the same column and direction', () => {
    expect(readSort(writeSort('createdAt', true))).toEqual({ column: 'createdAt', descending: true });
    expect(readSort(writeSort('name', false))).toEqual({ column: 'name', descending: false });
  });
});
