import { notFound } from 'next/navigation';
import { contentApi } from '@/lib/api/content-api.ts';
import { listExpenseCategories, listExpenseCountries } from '@/lib/api/calculator.ts';
import { MethodNote } from '@/components/calculators/method-note.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { ExpenseCalculator } from './expense-calculator.client.tsx';

/** Both expense routes: without a country the calculator opens on the first destination with data. */
export async function ExpensePage(props: { country?: string }) {
  const api = contentApi();
  const [countries, categories] = await Promise.all([listExpenseCountries(api), listExpenseCategories(api)]);
  const country = props.country ? countries.find((c) => c.slug === props.country) : countries[0];
  if (!country) notFound();

  return (
    <article className={styles.page}>
      <h1>Study abroad expense calculator{props.country ? `: ${country.name}` : ''}</h1>
      <p className={styles.intro}>
        Add up a first year abroad — tuition, housing on or off campus, food, transport, insurance, visa and
        flights — city by city, in the local currency and in rupees.
      </p>
      <ExpenseCalculator countries={countries} categories={categories.items} initialCountry={country.slug} />
      <MethodNote
        sources={[
          { label: 'GOV.UK — Student visa: money you need', url: 'https://www.gov.uk/student-visa/money' },
          {
            label: 'IRCC — Proof of financial support',
            url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
          },
          {
            label: 'Study in Germany — Blocked account and finances',
            url: 'https://www.study-in-germany.de/en/plan-your-studies/requirements/finance/',
          },
          {
            label: 'Department of Home Affairs — Student visa (subclass 500)',
            url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
          },
        ]}
      >
        <p>
          Every figure comes from a university, transport operator or government page, named next to it with
          the date we checked it. Monthly costs count twelve times, yearly costs once and one-off costs (visa,
          flight) once. An intake uses the figures in force when it starts.
        </p>
        <p>
          Rupee amounts use the stored exchange rate named under the table and are rounded to the rupee; your
          bank’s rate and fees will differ. The visa’s proof-of-funds figure is what you must show, not what
          you will spend.
        </p>
      </MethodNote>
    </article>
  );
}
