import { DESTINATIONS } from '@meridian/domain/destinations';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import {
  LEAD_STATUSES,
  LEAD_STATUS_NAMES,
  UNASSIGNED,
  type CounsellorRef,
} from '@meridian/domain/lead/inbox';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import styles from './admin.module.css';
import { ValueOptions } from '@/components/forms/value-options.tsx';

type Option = { value: string; label: string };

function Choice(props: {
  name: string;
  label: string;
  options: readonly Option[];
  value: string | undefined;
}) {
  return (
    <label className={styles.filter}>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''}>
        <option value="">Any</option>
        <ValueOptions options={props.options} />
      </select>
    </label>
  );
}

function Text(props: {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'date' | 'search';
}) {
  return (
    <label className={styles.filter}>
      {props.label}
      <input name={props.name} type={props.type ?? 'text'} defaultValue={props.value ?? ''} />
    </label>
  );
}

/**
 * The inbox's filters as a plain GET form: applying them loads the inbox at an address that holds
 * them, so a filtered list can be bookmarked, shared and paged.
 */
export function LeadFilters({
  values,
  counsellors,
}: {
  values: Record<string, string>;
  counsellors: CounsellorRef[];
}) {
  return (
    <form
      method="get"
      action={sitePath(siteRoutes.adminLeads())}
      className={styles.filters}
      aria-label="Filter leads"
    >
      <Text name="q" label="Name, mobile or email" type="search" value={values.q} />
      <Choice
        name="status"
        label="Status"
        value={values.status}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_NAMES[status] }))}
      />
      <Choice
        name="assignedTo"
        label="Counsellor"
        value={values.assignedTo}
        options={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...counsellors.map((c) => ({ value: c.id, label: c.fullName })),
        ]}
      />
      <Choice
        name="destination"
        label="Destination"
        value={values.destination}
        options={DESTINATIONS.map((d) => ({ value: d.slug, label: d.name }))}
      />
      <Choice
        name="level"
        label="Level"
        value={values.level}
        options={Object.entries(LEVEL_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <Choice
        name="verified"
        label="Mobile verified"
        value={values.verified}
        options={[
          { value: 'true', label: 'Verified' },
          { value: 'false', label: 'Not verified' },
        ]}
      />
      <Text name="city" label="City" value={values.city} />
      <Text name="source" label="Source" value={values.source} />
      <Text name="utmSource" label="UTM source" value={values.utmSource} />
      <Text name="utmMedium" label="UTM medium" value={values.utmMedium} />
      <Text name="utmCampaign" label="UTM campaign" value={values.utmCampaign} />
      <Text name="from" label="Received from" type="date" value={values.from} />
      <Text name="to" label="Received until" type="date" value={values.to} />
      <div className={styles.filterActions}>
        <button type="submit">Apply filters</button>
        <a href={sitePath(siteRoutes.adminLeads())}>Clear</a>
      </div>
    </form>
  );
}
