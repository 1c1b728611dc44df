import { z } from 'zod';
import {
  CategoryCostResponse,
  CategoryListResponse,
  ExpenseCountry,
  GradingSystem,
} from '@meridian/domain/calculators/schemas';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';
import { ApiError } from './api-error.ts';

const cached = (tag: string) => ({ revalidate: CONTENT_REVALIDATE_SECONDS, tags: [tag] });

/** GET {calculator}/grade-type: grading systems a student can convert from. */
export function listGradingSystems(api: ApiClient): Promise<GradingSystem[]> {
  return api.request('calculator', '/grade-type', {
    schema: z.array(GradingSystem),
    next: cached('grade-types'),
  });
}

/** GET {calculator}/country: destinations with expense data. */
export function listExpenseCountries(api: ApiClient): Promise<ExpenseCountry[]> {
  return api.request('calculator', '/country', { schema: z.array(ExpenseCountry), next: cached('expense') });
}

/** GET {calculator}/category: expense categories, first page (SPEC.md §9: size 30). */
export function listExpenseCategories(api: ApiClient): Promise<CategoryListResponse> {
  return api.request('calculator', '/category', {
    query: { page: 1, size: 30 },
    schema: CategoryListResponse,
    next: cached('expense'),
  });
}

/** GET {calculator}/category-cost/{country} for the next intake; null when the country has no data. */
export async function findCategoryCosts(
  api: ApiClient,
  country: string,
): Promise<CategoryCostResponse | null> {
  try {
    return await api.request('calculator', `/category-cost/${encodeURIComponent(country)}`, {
      schema: CategoryCostResponse,
      next: cached('expense'),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
