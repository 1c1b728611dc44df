import type { Metadata } from 'next';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { MethodNote } from '@/components/calculators/method-note.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { IeltsBandCalculator } from './ielts-band-calculator.client.tsx';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'IELTS Band Score Calculator: Overall Band with the Official Rounding',
    description:
      'Work out your overall IELTS band from Listening, Reading, Writing and Speaking, or from practice-test answers out of 40, using the official rounding rule.',
    path: siteRoutes.ieltsBandCalculator(),
  });
}

export default function IeltsBandPage() {
  return (
    <article className={styles.page}>
      <h1>IELTS band score calculator</h1>
      <p className={styles.intro}>
        Enter your four skill bands, or your correct answers out of 40 in a Listening or Reading practice
        test, and see the overall band IELTS would report.
      </p>
      <IeltsBandCalculator />
      <MethodNote
        sources={[
          {
            label: 'IELTS — Scoring in detail',
            url: 'https://ielts.org/take-a-test/your-results/ielts-scoring-in-detail',
          },
          {
            label: 'British Council — How IELTS is marked',
            url: 'https://takeielts.britishcouncil.org/take-ielts/results/ielts-scores-explained',
          },
        ]}
      >
        <p>
          Each skill is reported in whole or half bands from 0 to 9. The overall band is the mean of the four,
          rounded to the nearest half band; a mean ending in .25 goes up to the next half band and one ending
          in .75 up to the next whole band. So 6.25 becomes 6.5, 6.125 becomes 6.0 and 3.875 becomes 4.0.
        </p>
        <p>
          Correct answers are converted with the raw-score tables IELTS publishes as a guide: Listening uses
          one table for both modules, while Academic and General Training Reading have their own (30 correct
          answers is band 7.0 in Academic Reading but 6.0 in General Training). The tables start at band 2.5,
          and the real cut-offs shift slightly between test versions, so a converted band is indicative.
        </p>
      </MethodNote>
    </article>
  );
}
