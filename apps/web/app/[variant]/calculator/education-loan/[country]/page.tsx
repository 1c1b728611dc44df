import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findDestination } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { contentApi } from '@/lib/api/content-api.ts';
import { findCategoryCosts } from '@/lib/api/calculator.ts';
import { LoanPage, loadLoanContent } from '@/app/[variant]/calculator/education-loan/loan-page.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ country: string }>;

function destinationOrNotFound(slug: string) {
  const destination = findDestination(slug);
  if (!destination || destination.iso3 === 'other') notFound();
  return destination;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country } = await params;
  const { name } = destinationOrNotFound(country);
  return pageMetadata({
    title: `Education Loan EMI Calculator for Studying in ${name}`,
    description: `Work out the EMI and total interest of an education loan for studying in ${name}, starting from a typical first-year cost.`,
    path: siteRoutes.educationLoanCalculatorFor(country),
  });
}

export default async function CountryEducationLoanPage({ params }: { params: Params }) {
  const { country } = await params;
  const destination = destinationOrNotFound(country);
  const [costs, content] = await Promise.all([findCategoryCosts(contentApi(), country), loadLoanContent()]);
  return (
    <LoanPage content={content} country={{ slug: destination.slug, name: destination.name }} costs={costs} />
  );
}
