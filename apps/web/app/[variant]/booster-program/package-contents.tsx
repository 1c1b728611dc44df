import { formatMoney } from '@meridian/domain/money';
import type { BoosterPackage } from '@meridian/domain/payment/booster-programs';
import styles from './booster-program.module.css';

/** What a package contains and costs, the same on the program pages and the apply-now page. */
export function PackageContents({ pkg }: { pkg: BoosterPackage }) {
  return (
    <>
      <p className={styles.price}>{formatMoney(pkg.priceMinor, pkg.currency)}</p>
      <p>{pkg.summary}</p>
      <dl className={styles.contents}>
        <dt>Counselling</dt>
        <dd>{pkg.counsellingHours} hours one to one</dd>
        <dt>Applications</dt>
        <dd>{pkg.applicationCount} universities</dd>
        <dt>Test preparation</dt>
        <dd>{pkg.testPrep}</dd>
        <dt>Visa guidance</dt>
        <dd>{pkg.visaGuidance}</dd>
      </dl>
    </>
  );
}
