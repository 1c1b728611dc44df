import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { contentApi } from '@/lib/api/content-api.ts';
import { listGradingSystems } from '@/lib/api/calculator.ts';
import { MethodNote } from '@/components/calculators/method-note.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { GpaCalculator } from './gpa-calculator.client.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'CGPA to GPA Calculator: US 4.0 Scale and German Grade',
    description:
      'Convert an Indian CGPA to the US 4.0 scale, or any grade to the German scale with the modified Bavarian formula used by German universities.',
    path: siteRoutes.cgpaToGpaCalculator(),
  });
}

export default async function CgpaToGpaPage() {
  const systems = await listGradingSystems(contentApi());
  return (
    <article className={styles.page}>
      <h1>CGPA to GPA calculator</h1>
      <p className={styles.intro}>
        Convert your CGPA for a US application, or your grade to the German scale for Germany and other
        European universities.
      </p>
      <GpaCalculator systems={systems} />
      <MethodNote
        sources={[
          {
            label: 'KMK — Modified Bavarian formula (anabin, Central Office for Foreign Education)',
            url: 'https://anabin.kmk.org/',
          },
          { label: 'uni-assist — Grade conversion', url: 'https://www.uni-assist.de/en/' },
          { label: 'WES — GPA calculator and methodology', url: 'https://www.wes.org/' },
        ]}
      >
        <p>
          <strong>USA (linear):</strong> GPA = CGPA ÷ scale × 4, rounded to two decimals, so 8.0 out of 10 is
          3.20. US admissions offices and evaluators such as WES convert course by course, so treat this as an
          estimate to compare with a university’s published minimum.
        </p>
        <p>
          <strong>Germany and other countries (modified Bavarian formula):</strong> grade = 1 + 3 × (Nmax −
          Nd) ÷ (Nmax − Nmin), where Nmax is the best grade, Nmin the lowest pass and Nd yours. The Standing
          Conference of Education Ministers (KMK) truncates the result to one decimal rather than rounding it
          — 10 / 4 / 7.5 gives 2.25, which is 2.2 — and a grade below the pass mark reads as 4.0.
        </p>
      </MethodNote>
    </article>
  );
}
