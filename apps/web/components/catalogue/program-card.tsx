import Link from 'next/link';
import type { AcceleratorProgramCard } from '@meridian/domain/catalogue/schemas';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './catalogue.module.css';

export function moneyList(list: readonly { amountMinor: number; currency: string }[]): string {
  return list.map((m) => formatMoney(m.amountMinor, m.currency)).join(' + ');
}

/** `headingLevel` 3 where the card sits under a section heading, as on the home page. */
export function ProgramCard({
  program,
  headingLevel: Heading = 'h2',
}: {
  program: AcceleratorProgramCard;
  headingLevel?: 'h2' | 'h3';
}) {
  const destination = program.destinationUniversity;
  return (
    <li className={styles.card}>
      <Heading>
        <Link href={siteRoutes.program(program.slug)}>{program.title}</Link>
      </Heading>
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
