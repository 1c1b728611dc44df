import type { Metadata } from 'next';
import { calculatorPage } from '@meridian/domain/calculators/calculator-pages';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCalculatorContent } from '@/lib/api/editorial.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { CalculatorArticle } from '@/components/calculators/calculator-article.tsx';
import { IeltsBandCalculator } from './ielts-band-calculator.client.tsx';

const PATH = siteRoutes.ieltsBandCalculator();
/** The words come from the CMS; the tools menu's name and line stand in when they cannot. */
const BUILT_IN = calculatorPage(PATH);
const loadContent = () => getCalculatorContent(contentApi(), 'ielts-band');

export async function generateMetadata(): Promise<Metadata> {
  const content = await loadContent();
  return pageMetadata({
    title: content?.title ?? BUILT_IN.name,
    description: content?.summary ?? BUILT_IN.summary,
    path: PATH,
  });
}

export default async function IeltsBandPage() {
  return (
    <CalculatorArticle content={await loadContent()} heading={BUILT_IN.name}>
      <IeltsBandCalculator />
    </CalculatorArticle>
  );
}
