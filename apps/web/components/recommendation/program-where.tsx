import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { formatMoney } from '@meridian/domain/money';
import type { RecommendableProgram } from '@meridian/domain/recommendation/program-search';

/** Where a program ends, how long it runs and its whole tuition, on one line under its title. */
export function ProgramWhere({ program }: { program: RecommendableProgram }) {
  const { university } = program.destinationUniversity;
  return (
    <>
      {university.name}, {university.country.name} · {formatDuration(program.durationDays)} in all
      {program.totalFeeInr !== null && <> · about {formatMoney(program.totalFeeInr * 100, 'INR')} tuition</>}
    </>
  );
}
