import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findDestination } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ExpensePage } from '@/app/[variant]/expense-calculator/expense-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country } = await params;
  const destination = findDestination(country);
  if (!destination) notFound();
  return pageMetadata({
    title: `Cost of Studying in ${destination.name}: Expense Calculator`,
    description: `First-year tuition, housing, food, transport, insurance, visa and flight costs for studying in ${destination.name}, city by city, in rupees.`,
    path: siteRoutes.expenseCalculatorFor(country),
  });
}

export default async function CountryExpenseCalculatorPage({ params }: { params: Params }) {
  const { country } = await params;
  return <ExpensePage country={country} />;
}
