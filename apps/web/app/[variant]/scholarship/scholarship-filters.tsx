import {
  AMOUNT_BANDS,
  SCHOLARSHIP_LEVEL_LABELS,
  type ScholarshipQuery,
} from '@meridian/domain/content/scholarships';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { SlugOptions } from '@/components/forms/slug-options.tsx';
import styles from './scholarship.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';

/**
 * A plain GET form: submitting it puts the filters in the address, so the result survives a
 * reload and can be shared, and it works before (or without) JavaScript.
 */
export function ScholarshipFilters(props: {
  query: ScholarshipQuery;
  countries: readonly { slug: string; name: string }[];
}) {
  const { query } = props;
  return (
    <form
      method="get"
      action={sitePath(siteRoutes.scholarships())}
      aria-label="Find scholarships"
      className={styles.filters}
    >
      <div>
        <label htmlFor="finder-country">Country</label>
        <Select id="finder-country" name="country" defaultValue={query.country ?? ''}>
          <option value="">Any country</option>
          <SlugOptions items={props.countries} />
        </Select>
      </div>
      <div>
        <label htmlFor="finder-level">Level</label>
        <Select id="finder-level" name="level" defaultValue={query.level ?? ''}>
          <option value="">Any level</option>
          {Object.entries(SCHOLARSHIP_LEVEL_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="finder-amount">Amount a year</label>
        <Select id="finder-amount" name="amount" defaultValue={query.amount ?? ''}>
          <option value="">Any amount</option>
          {Object.entries(AMOUNT_BANDS).map(([value, band]) => (
            <option key={value} value={value}>
              {band.label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit">Find scholarships</Button>
    </form>
  );
}
