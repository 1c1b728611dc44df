import { SampleNote } from '@/components/ui/sample-note.tsx';

/** An author persona of the sample data (outside production only): the article page and author page say so. */
export function SampleAuthorNote() {
  return (
    <SampleNote>
      Sample author for demonstration: this person and their biography were invented for a demo of the site.
    </SampleNote>
  );
}
