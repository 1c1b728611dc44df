import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ExpensePage } from './expense-page.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Study Abroad Expense Calculator: First-Year Costs by City',
    description:
      'Tuition, housing, food, transport, insurance, visa and flights for a first year in the UK, USA, Canada, Australia or Germany, in rupees.',
    path: siteRoutes.expenseCalculator(),
  });
}

export default function ExpenseCalculatorPage() {
  return <ExpensePage />;
}
