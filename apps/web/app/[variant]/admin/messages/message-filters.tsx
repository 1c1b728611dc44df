import { MESSAGE_STATUSES } from '@meridian/domain/notifier/messages';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { ValueOptions } from '@/components/forms/value-options.tsx';
import styles from '../leads/admin.module.css';

const STATUS_NAMES = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped (stopped by the contact)',
} as const satisfies Record<(typeof MESSAGE_STATUSES)[number], string>;

export const messageStatusName = (status: keyof typeof STATUS_NAMES) => STATUS_NAMES[status];

/** The list's filters as a plain GET form, as the lead inbox's: the address holds them. */
export function MessageFilters({ values }: { values: Record<string, string> }) {
  return (
    <form
      method="get"
      action={sitePath(siteRoutes.adminMessages())}
      className={styles.filters}
      aria-label="Filter messages"
    >
      <label className={styles.filter}>
        Status
        <select name="status" defaultValue={values.status ?? ''}>
          <option value="">Any</option>
          <ValueOptions options={MESSAGE_STATUSES.map((value) => ({ value, label: STATUS_NAMES[value] }))} />
        </select>
      </label>
      <label className={styles.filter}>
        Channel
        <select name="channel" defaultValue={values.channel ?? ''}>
          <option value="">Any</option>
          <ValueOptions
            options={[
              { value: 'email', label: 'Email' },
              { value: 'sms', label: 'SMS' },
            ]}
          />
        </select>
      </label>
      <label className={styles.filter}>
        To (email or +91… mobile)
        <input name="to" type="search" defaultValue={values.to ?? ''} />
      </label>
      <div className={styles.filterActions}>
        <button type="submit">Apply filters</button>
        <a href={sitePath(siteRoutes.adminMessages())}>Clear</a>
      </div>
    </form>
  );
}
