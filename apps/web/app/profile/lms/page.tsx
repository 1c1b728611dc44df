import { LmsView } from './lms-view.client.tsx';

/** `/profile/lms`: the learning platform of the paid programs. */
export default function LmsPage() {
  return (
    <section aria-labelledby="lms-title">
      <h2 id="lms-title">Learning platform</h2>
      <LmsView />
    </section>
  );
}
