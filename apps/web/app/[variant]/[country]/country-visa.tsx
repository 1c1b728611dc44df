import type { z } from 'zod';
import type { VisaInfo, WorkRights } from '@meridian/domain/country/schemas';
import { formatMoney } from '@meridian/domain/money';

export function CountryVisa(props: {
  name: string;
  visa: z.infer<typeof VisaInfo>;
  workRights: z.infer<typeof WorkRights>;
}) {
  const { name, visa, workRights } = props;
  return (
    <section id="visa" aria-labelledby="visa-title">
      <h2 id="visa-title">Student visa and work rights in {name}</h2>
      <dl>
        <dt>Visa</dt>
        <dd>{visa.name}</dd>
        <dt>Application fee</dt>
        <dd>{formatMoney(visa.fee.amountMinor, visa.fee.currency)}</dd>
        <dt>Processing time</dt>
        <dd>{visa.processingTime}</dd>
        <dt>Proof of funds</dt>
        <dd>{visa.proofOfFunds}</dd>
      </dl>
      <h3>What you need to apply</h3>
      <ul>
        {visa.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <h3>Working while you study</h3>
      <p>{workRights.duringStudies}</p>
      <h3>After you graduate: {workRights.postStudyVisaName}</h3>
      <p>{workRights.postStudy}</p>
    </section>
  );
}
