import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { LoanPage } from './loan-page.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Education Loan EMI Calculator with Moratorium',
    description:
      'Work out the EMI, total interest and repayment schedule of an education loan, with moratorium interest handled as under the IBA model scheme.',
    path: siteRoutes.educationLoanCalculator(),
  });
}

export default function EducationLoanPage() {
  return <LoanPage />;
}
