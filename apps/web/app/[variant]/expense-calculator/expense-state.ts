import { ACCOMMODATION_SLUGS } from '@meridian/domain/calculators/expense';
import type { ExpenseCategory } from '@meridian/domain/calculators/schemas';

/** SPEC.md §3/§4 expense calculator state: page from 1, choices so far, on-campus flag. */
export interface ExpenseState {
  page: number;
  country: string;
  intakeId: number | undefined;
  cityId: number | undefined;
  onCampus: boolean;
  /** Chosen categories other than accommodation, which the on-campus flag decides. */
  categoryIds: number[];
}

export type ExpenseAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'country'; country: string }
  | { type: 'intake'; intakeId: number }
  | { type: 'city'; cityId: number }
  | { type: 'onCampus'; onCampus: boolean }
  | { type: 'toggleCategory'; categoryId: number };

export const LAST_PAGE = 4;

export const isAccommodation = (slug: string) =>
  slug === ACCOMMODATION_SLUGS.onCampus || slug === ACCOMMODATION_SLUGS.offCampus;

export function initialExpenseState(country: string, categories: readonly ExpenseCategory[]): ExpenseState {
  return {
    page: 1,
    country,
    intakeId: undefined,
    cityId: undefined,
    onCampus: true,
    categoryIds: categories.filter((c) => !isAccommodation(c.slug)).map((c) => c.id),
  };
}

export function expenseReducer(initial: ExpenseState) {
  return (state: ExpenseState, action: ExpenseAction): ExpenseState => {
    switch (action.type) {
      case 'next':
        return { ...state, page: Math.min(LAST_PAGE, state.page + 1) };
      case 'back':
        return { ...state, page: Math.max(1, state.page - 1) };
      case 'reset':
        return initial;
      case 'country':
        // Intakes and cities belong to a country, so a new country clears them.
        return { ...state, country: action.country, intakeId: undefined, cityId: undefined };
      case 'intake':
        return { ...state, intakeId: action.intakeId };
      case 'city':
        return { ...state, cityId: action.cityId };
      case 'onCampus':
        return { ...state, onCampus: action.onCampus };
      case 'toggleCategory':
        return {
          ...state,
          categoryIds: state.categoryIds.includes(action.categoryId)
            ? state.categoryIds.filter((id) => id !== action.categoryId)
            : [...state.categoryIds, action.categoryId],
        };
    }
  };
}

/** The category ids to ask the API for: the chosen ones plus the accommodation the toggle picks. */
export function requestedCategoryIds(state: ExpenseState, categories: readonly ExpenseCategory[]): number[] {
  const housing = categories.find(
    (c) => c.slug === (state.onCampus ? ACCOMMODATION_SLUGS.onCampus : ACCOMMODATION_SLUGS.offCampus),
  );
  return categories.filter((c) => state.categoryIds.includes(c.id) || c.id === housing?.id).map((c) => c.id);
}
