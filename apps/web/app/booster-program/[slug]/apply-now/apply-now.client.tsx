'use client';

import { useState } from 'react';
import type { BoosterProgram } from '@meridian/domain/payment/booster-programs';
import { PackageContents } from '../../package-contents.tsx';
import styles from '../../booster-program.module.css';

/** The apply-now step: the package to buy, with what it contains and costs. */
export function ApplyNow({
  program,
  initialPackageId,
}: {
  program: BoosterProgram;
  initialPackageId: number;
}) {
  const [packageId, setPackageId] = useState(initialPackageId);
  const chosen = program.packages.find((p) => p.id === packageId)!;
  return (
    <div className={styles.form}>
      <fieldset>
        <legend>Package</legend>
        {program.packages.map((pkg) => (
          <label key={pkg.id} className={styles.choice}>
            <input
              type="radio"
              name="package"
              value={pkg.id}
              checked={pkg.id === packageId}
              onChange={() => setPackageId(pkg.id)}
            />
            {pkg.name}
          </label>
        ))}
      </fieldset>
      <section aria-label={`${chosen.name} package`} className={styles.card}>
        <h2>{chosen.name}</h2>
        <PackageContents pkg={chosen} />
      </section>
    </div>
  );
}
