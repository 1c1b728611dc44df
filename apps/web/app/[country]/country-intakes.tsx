import type { z } from 'zod';
import type { Intake } from '@meridian/domain/country/schemas';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';

export function CountryIntakes({ name, intakes }: { name: string; intakes: z.infer<typeof Intake>[] }) {
  return (
    <section id="intakes" aria-labelledby="intakes-title">
      <h2 id="intakes-title">Intakes in {name}</h2>
      <table>
        <ColumnHeads names={['Intake', 'Classes start', 'Apply']} />
        <tbody>
          {intakes.map((intake) => (
            <tr key={intake.name}>
              <th scope="row">
                {intake.name}
                {intake.main && <span> (main intake)</span>}
              </th>
              <td>{intake.months}</td>
              <td>{intake.applicationWindow}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
