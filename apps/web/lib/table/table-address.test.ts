import { describe, expect, it } from 'vitest';
import { changedQuery, readTableState } from './table-address.ts';

const read = (query: string) =>
  readTableState(new URLSearchParams(query), { filterKeys: ['status', 'q'], sorts: ['name', 'createdAt'] });

describe('a table’s state in the address', () => {
  it('reads the sort, the page and the table’s own filters', () => {
    expect(read('sort=-createdAt&page=3&status=new&q=%20Ravi%20&tab=leads')).toEqual({
      sort: '-createdAt',
      page: 3,
      filters: { status: 'new', q: 'Ravi' },
    });
    expect(read('')).toEqual({ sort: undefined, page: 1, filters: {} });
  });

  it('reads a sort the table does not offer, or a page that is not one, as none', () => {
    expect(read('sort=email').sort).toBeUndefined();
    expect(read('sort=--name').sort).toBeUndefined();
    for (const page of ['0', '-2', '1.5', 'two', '999999']) expect(read(`page=${page}`).page).toBe(1);
  });

  it('starts again at page 1 when anything but the page changes, and leaves page 1 out', () => {
    const search = new URLSearchParams('status=new&page=4');
    expect(changedQuery(search, { sort: 'name' })).toBe('status=new&sort=name');
    expect(changedQuery(search, { page: '5' })).toBe('status=new&page=5');
    expect(changedQuery(search, { page: '1' })).toBe('status=new');
    expect(changedQuery(search, { status: '', q: 'Ravi' })).toBe('q=Ravi');
    expect(changedQuery(search, { status: undefined })).toBe('');
  });
});
