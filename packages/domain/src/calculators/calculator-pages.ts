/** The calculator pages, once: the tools menu, the live-route check and the home section list them. */
export const CALCULATOR_PAGES = [
  {
    path: '/cgpa-to-gpa-calculator',
    name: 'CGPA to GPA calculator',
    summary: 'Convert an Indian CGPA or percentage to the US 4.0 scale and the German grade.',
  },
  {
    path: '/expense-calculator',
    name: 'Expense calculator',
    summary: 'Tuition, rent, food and travel for a year in your city abroad, in rupees.',
  },
  {
    path: '/calculator/ielts-band',
    name: 'IELTS band calculator',
    summary: 'Your overall IELTS band from the four section scores, rounded the official way.',
  },
  {
    path: '/calculator/education-loan',
    name: 'Education loan calculator',
    summary: 'Monthly EMI, total interest and the repayment schedule of a study-abroad loan.',
  },
  {
    path: '/sgpa-to-percentage-calculator',
    name: 'SGPA to percentage calculator',
    summary: 'Turn semester SGPAs into a CGPA and the percentage universities ask for.',
  },
] as const;
export type CalculatorPage = (typeof CALCULATOR_PAGES)[number];
export type CalculatorPath = CalculatorPage['path'];
