import { ProgramState } from '../_tabs/program-state.client.tsx';

/** `/profile/lms`: the learning platform, which opens with a purchased program. */
export default function LmsPage() {
  return (
    <section aria-labelledby="lms-title">
      <h2 id="lms-title">Learning platform</h2>
      <ProgramState feature="lms" />
    </section>
  );
}
