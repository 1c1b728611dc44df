import { siteRoutes } from '../routes/site-routes.ts';

/**
 * The calculator pages, once: the tools menu, the live-route check and the home section list them.
 * `id` is the last part of each calculator's menu link ids, so a renamed calculator keeps its ids.
 */
export const CALCULATOR_PAGES = [
  {
    id: 'cgpa-to-gpa-calculator',
    path: siteRoutes.cgpaToGpaCalculator(),
    name: 'CGPA to GPA calculator',
    summary: 'Convert an Indian CGPA or percentage to the US 4.0 scale and the German grade.',
  },
  {
    id: 'expense-calculator',
    path: siteRoutes.expenseCalculator(),
    name: 'Expense calculator',
    summary: 'Tuition, rent, food and travel for a year in your city abroad, in rupees.',
  },
  {
    id: 'ielts-band-calculator',
    path: siteRoutes.ieltsBandCalculator(),
    name: 'IELTS band calculator',
    summary: 'Your overall IELTS band from the four section scores, rounded the official way.',
  },
  {
    id: 'education-loan-calculator',
    path: siteRoutes.educationLoanCalculator(),
    name: 'Education loan calculator',
    summary: 'Monthly EMI, total interest and the repayment schedule of a study-abroad loan.',
  },
  {
    id: 'sgpa-to-percentage-calculator',
    path: siteRoutes.sgpaToPercentageCalculator(),
    name: 'SGPA to percentage calculator',
    summary: 'Turn semester SGPAs into a CGPA and the percentage universities ask for.',
  },
] as const;
export type CalculatorPage = (typeof CALCULATOR_PAGES)[number];
export type CalculatorPath = CalculatorPage['path'];
export type CalculatorId = CalculatorPage['id'];

/** The calculator at a path. */
export function calculatorPage(path: CalculatorPath): CalculatorPage {
  return CALCULATOR_PAGES.find((c) => c.path === path)!;
}
