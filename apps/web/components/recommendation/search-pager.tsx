import { Button } from '@/components/ui/button.tsx';
import styles from './recommendation.module.css';

/** A counsellor's search results' pages: previous, where they are, more (courses or programs). */
export function SearchPager(props: {
  page: number;
  last: number;
  noun: 'courses' | 'programs';
  onPage: (page: number) => void;
}) {
  const { page, last, noun, onPage } = props;
  return (
    <div className={styles.inline}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous {noun}
      </Button>
      <span>
        Page {page} of {Math.max(last, 1)}
      </span>
      <Button disabled={page >= last} onClick={() => onPage(page + 1)}>
        More {noun}
      </Button>
    </div>
  );
}
