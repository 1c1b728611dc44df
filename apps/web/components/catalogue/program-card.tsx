import Link from 'next/link';
import type { AcceleratorProgramCard } from '@meridian/domain/catalogue/schemas';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { formatMoney } from '@meridian/domain/money';
import styles from './catalogue.module.css';

export function moneyList(list: readonly { amountMinor: number; currency: string }[]): string {
  return list.map((m) => formatMoney(m.amountMinor, m.currency)).join(' + ');
}

export function ProgramCard({ program }: { program: AcceleratorProgramCard }) {
  const destination = program.destinationUniversity;
  return (
    <li className={styles.card}>
      <h2>
        <Link href={`/ua-accelerator-programs/${program.slug}`}>{program.title}</Link>
      </h2>
      <dl className={styles.meta}>
        <div>
          <dt>Online</dt>
          <dd>
            {formatDuration(program.onlineDurationDays)}, {moneyList(program.onlineTuition)}
          </dd>
        </div>
        <div>
          <dt>On campus</dt>
          <dd>
            {formatDuration(destination.durationDays)} in {destination.university.city},{' '}
            {destination.university.country.name}, {moneyList(destination.tuitionFee)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
