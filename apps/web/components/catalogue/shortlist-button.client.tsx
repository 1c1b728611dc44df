'use client';

import type { ShortlistEntry } from '@meridian/domain/profile/favourites';
import { Button } from '@/components/ui/button.tsx';
import { IconButton } from '@/components/ui/icon-button.tsx';
import { useShortlist } from '@/lib/shortlist/use-shortlist.ts';
import styles from './catalogue.module.css';

/**
 * The heart that shortlists a course or program: into a learner's account, or for a guest into this
 * browser until they log in (useShortlist). The page renders it unpressed for everyone and learns
 * in the browser whether this visitor has it. `compact`: the heart alone, as on a course card.
 */
export function ShortlistButton({ entry, compact = false }: { entry: ShortlistEntry; compact?: boolean }) {
  const shortlist = useShortlist();
  const on = shortlist.has(entry.id, entry.type);
  const common = {
    'aria-pressed': on,
    disabled: shortlist.loading || shortlist.busy,
    onClick: () => shortlist.toggle(entry, !on),
  };
  const heartClass = on ? styles.heartOn : styles.heart;
  return (
    <span className={styles.shortlist}>
      {compact ? (
        <IconButton label={`Shortlist ${entry.title}`} className={heartClass} {...common}>
          {on ? '♥' : '♡'}
        </IconButton>
      ) : (
        <Button {...common}>
          <span aria-hidden="true" className={heartClass}>
            {on ? '♥' : '♡'}
          </span>{' '}
          {on ? 'Shortlisted' : 'Shortlist'}
          <span className="visually-hidden"> {entry.title}</span>
        </Button>
      )}
      {shortlist.error && (
        <span role="alert" className={styles.shortlistError}>
          {shortlist.error.message}
        </span>
      )}
    </span>
  );
}
