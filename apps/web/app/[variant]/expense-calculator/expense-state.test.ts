import { describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '@meridian/domain/calculators/schemas';
import { expenseReducer, initialExpenseState, LAST_PAGE, requestedCategoryIds } from './expense-state.ts';

const categories: ExpenseCategory[] = [
  { id: 1, slug: 'tuition', name: 'Tuition fees', description: 'x', period: 'year' },
  { id: 2, slug: 'accommodation-on-campus', name: 'On campus', description: 'x', period: 'month' },
  { id: 3, slug: 'accommodation-off-campus', name: 'Off campus', description: 'x', period: 'month' },
  { id: 4, slug: 'food', name: 'Food', description: 'x', period: 'month' },
];

describe('expense calculator state', () => {
  const initial = initialExpenseState('uk', categories);
  const reduce = expenseReducer(initial);

  it('starts on page 1 and stays within pages 1 to 4', () => {
    expect(initial.page).toBe(1);
    expect(reduce(initial, { type: 'back' }).page).toBe(1);
    let state = initial;
    for (let i = 0; i < 10; i += 1) state = reduce(state, { type: 'next' });
    expect(state.page).toBe(LAST_PAGE);
  });

  it('asks for on-campus housing by default and off-campus when toggled, never both', () => {
    expect(requestedCategoryIds(initial, categories)).toEqual([1, 2, 4]);
    const offCampus = reduce(initial, { type: 'onCampus', onCampus: false });
    expect(requestedCategoryIds(offCampus, categories)).toEqual([1, 3, 4]);
  });

  it('drops a category when toggled off and clears city and intake on a new country', () => {
    const withoutFood = reduce(initial, { type: 'toggleCategory', categoryId: 4 });
    expect(requestedCategoryIds(withoutFood, categories)).toEqual([1, 2]);
    const chosen = reduce(reduce(initial, { type: 'intake', intakeId: 7 }), { type: 'city', cityId: 3 });
    expect(reduce(chosen, { type: 'country', country: 'germany' })).toMatchObject({
      country: 'germany',
      intakeId: undefined,
      cityId: undefined,
    });
  });

  it('resets to the first page with the starting choices', () => {
    const moved = reduce(reduce(reduce(initial, { type: 'next' }), { type: 'onCampus', onCampus: false }), {
      type: 'toggleCategory',
      categoryId: 1,
    });
    expect(reduce(moved, { type: 'reset' })).toEqual(initial);
  });
});
