import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { MethodNote } from '@/components/calculators/method-note.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { SgpaCalculator } from './sgpa-calculator.client.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'SGPA to Percentage Calculator: VTU, CBSE, Mumbai University Formulas',
    description:
      'Convert SGPA or CGPA to a percentage with your university’s own formula: VTU, CBSE, University of Mumbai or ×10.',
    path: siteRoutes.sgpaToPercentageCalculator(),
  });
}

export default function SgpaToPercentagePage() {
  return (
    <article className={styles.page}>
      <h1>SGPA to percentage calculator</h1>
      <p className={styles.intro}>
        Universities abroad often ask for a percentage. Use the formula your own university publishes: they
        differ, and the wrong one can cost you several marks.
      </p>
      <SgpaCalculator />
      <MethodNote
        sources={[
          { label: 'Visvesvaraya Technological University — Regulations', url: 'https://vtu.ac.in/' },
          { label: 'Central Board of Secondary Education', url: 'https://www.cbse.gov.in/' },
          { label: 'University of Mumbai', url: 'https://mu.ac.in/' },
          { label: 'Anna University', url: 'https://www.annauniv.edu/' },
        ]}
      >
        <p>
          VTU converts with (SGPA − 0.75) × 10, so 8.5 is 77.5 %. CBSE’s factor is 9.5 (8.2 is 77.9 %). The
          University of Mumbai uses 7.1 × SGPA + 11 and rounds up to the next whole number (8.0 gives 67.8,
          reported as 68 %). Where a university publishes no factor, SGPA × 10 is the usual reading. Results
          are kept within 0–100 % and shown to two decimals.
        </p>
        <p>
          If your marksheet or university website states a formula, that one wins: check it before you apply.
        </p>
      </MethodNote>
    </article>
  );
}
