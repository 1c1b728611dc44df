import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { LOAN_PAGE, LoanPage, loadLoanContent } from './loan-page.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const content = await loadLoanContent();
  return pageMetadata({
    title: content?.title ?? LOAN_PAGE.name,
    description: content?.summary ?? LOAN_PAGE.summary,
    path: LOAN_PAGE.path,
  });
}

export default async function EducationLoanPage() {
  return <LoanPage content={await loadLoanContent()} />;
}
