'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { groupInOrder } from '@meridian/domain/group-in-order';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { SEARCH_KIND_LABELS } from '@meridian/domain/search/kind-labels';
import { MAX_SEARCH_QUERY_LENGTH } from '@meridian/domain/search/query-limits';
import type { SearchResponse } from '@meridian/domain/search/schemas';
import { Highlighted } from './highlighted.tsx';
import styles from './search-box.module.css';
import { TextInput } from '@/components/ui/text-input.tsx';

/** Typing pauses this long before suggestions are asked for, so a fast typist sends one request. */
const DEBOUNCE_MS = 150;

/*
 * The call (the API client and the answer's schema, zod with it) is fetched when the visitor first
 * types: the box is in every page's header, and most visitors never type in it.
 */
const suggest = (q: string, signal: AbortSignal) =>
  import('@/lib/api/search-client.ts').then((client) => client.suggest(q, signal));

/**
 * The site search box (issue 34), an ARIA combobox: suggestions as you type, grouped by kind with
 * the matched words marked; ArrowDown/ArrowUp move through them, Enter opens the one chosen (or
 * the results page), Escape closes the list (a second Escape clears the box). Without JavaScript
 * the form still opens the results page.
 */
export function SearchBox() {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SearchResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggest(text, controller.signal)
        .then((found) => {
          setAnswer(found);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const results = text.trim() && answer ? answer.results : [];
  const words = answer?.interpretation?.highlight ?? [];
  const expanded = open && results.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const go = (path: string) => {
    setOpen(false);
    router.push(path);
  };
  const showAll = () => go(siteRoutes.search({ q: text.trim() }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const n = results.length;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      // The first key opens the list on its first (or last) option; then the keys wrap around.
      setActive((i) => (!expanded || i < 0 ? (down ? 0 : n - 1) : (i + (down ? 1 : -1) + n) % n));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? results[active] : undefined;
      if (chosen) go(chosen.path);
      else if (text.trim()) showAll();
    } else if (event.key === 'Escape') {
      // An open list closes and keeps the text (a search field's own Escape would clear it).
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
      setActive(-1);
    }
  };

  return (
    <form role="search" className={styles.box} action={sitePath(siteRoutes.search())} method="get">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search
      </label>
      <TextInput
        id={`${id}-input`}
        name="q"
        type="search"
        className={styles.input}
        placeholder="Universities, courses, exams, visas…"
        autoComplete="off"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {groupInOrder(results, (r) => r.kind).map((group) => (
          <div key={group.first.kind} role="group" aria-labelledby={`${id}-${group.first.kind}`}>
            <div id={`${id}-${group.first.kind}`} role="presentation" className={styles.groupHeading}>
              {SEARCH_KIND_LABELS[group.first.kind]}
            </div>
            {group.rows.map((result) => {
              const i = results.indexOf(result);
              return (
                <div
                  key={result.path}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(result.path);
                  }}
                >
                  <span className={styles.title}>
                    <Highlighted text={result.title} words={words} />
                  </span>
                  {result.subtitle && <span className={styles.subtitle}>{result.subtitle}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </form>
  );
}
