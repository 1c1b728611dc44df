'use client';

import { useEffect, useRef, useState } from 'react';
import { useDismissed } from './dismissed.ts';
import styles from './extras.module.css';

/**
 * The promo video popup: opens once per visit after the configured delay. The YouTube player
 * (privacy-enhanced domain) loads only when the visitor presses play.
 */
export function VideoPopup({ videoId, delayMs, title }: { videoId: string; delayMs: number; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissed, dismiss] = useDismissed('promo-video');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    const timer = window.setTimeout(() => dialog.current?.showModal(), delayMs);
    return () => window.clearTimeout(timer);
  }, [dismissed, delayMs]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={title} onClose={dismiss}>
      <h2>{title}</h2>
      {playing ? (
        <iframe
          className={styles.video}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)}>
          Play video
        </button>
      )}
      <button type="button" className={styles.dialogClose} onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
