import type { CostPeriod } from '@meridian/domain/calculators/expense';

/** Expense calculator categories in display order; the period says how a city's figure is quoted. */
export const EXPENSE_CATEGORIES = [
  {
    slug: 'tuition',
    name: 'Tuition fees',
    description: 'One year of a taught master’s for an international student, including compulsory fees.',
    period: 'year',
  },
  {
    slug: 'accommodation-on-campus',
    name: 'Accommodation (on campus)',
    description: 'A single room in university-managed halls or residences, bills included.',
    period: 'month',
  },
  {
    slug: 'accommodation-off-campus',
    name: 'Accommodation (off campus)',
    description: 'A room in a shared flat or house rented privately, with utilities.',
    period: 'month',
  },
  {
    slug: 'food',
    name: 'Food and groceries',
    description: 'Cooking mostly at home, with the occasional meal out.',
    period: 'month',
  },
  {
    slug: 'transport',
    name: 'Local transport',
    description: 'A monthly student travel pass or its equivalent.',
    period: 'month',
  },
  {
    slug: 'insurance',
    name: 'Health insurance',
    description: 'The health cover the student visa requires, for one year.',
    period: 'year',
  },
  {
    slug: 'visa',
    name: 'Visa fees',
    description: 'Student visa application and related compulsory fees, paid once.',
    period: 'once',
  },
  {
    slug: 'flights',
    name: 'Flight from India',
    description: 'A one-way economy ticket from Delhi or Mumbai, booked about three months ahead.',
    period: 'once',
  },
  {
    slug: 'miscellaneous',
    name: 'Miscellaneous',
    description: 'Phone, books, clothing for the climate and personal spending.',
    period: 'month',
  },
] as const satisfies readonly { slug: string; name: string; description: string; period: CostPeriod }[];

export type ExpenseCategorySlug = (typeof EXPENSE_CATEGORIES)[number]['slug'];
