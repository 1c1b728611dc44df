import { describe, expect, it } from 'vitest';
import { LeadFilter } from '@meridian/domain/lead/inbox';
import { filterForm } from './filter-form.ts';

const form = filterForm(['q', 'status', 'from', 'to'], LeadFilter);

describe('a filter form', () => {
  it('leaves blank fields unset and checks the rest by the list’s schema', () => {
    expect(form.schema.parse({ q: ' Ravi ', status: 'new', from: '', to: '' })).toEqual({
      q: 'Ravi',
      status: 'new',
    });
    const refused = form.schema.safeParse({
      q: '',
      status: 'sleeping',
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['status']);
    const backwards = form.schema.safeParse({ q: '', status: '', from: '2026-05-02', to: '2026-05-01' });
    expect(backwards.error?.issues.map((issue) => issue.path[0])).toEqual(['from']);
  });

  it('shows the address’s filters and writes every key back, unset ones blank', () => {
    expect(form.valuesOf({ status: 'new', sort: 'name' })).toEqual({
      q: '',
      status: 'new',
      from: '',
      to: '',
    });
    expect(form.addressOf({ status: 'new' })).toEqual({
      q: undefined,
      status: 'new',
      from: undefined,
      to: undefined,
    });
  });
});
