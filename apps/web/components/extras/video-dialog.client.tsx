'use client';

import { useState, type RefObject } from 'react';
import { youtubeEmbedSrc } from '@/lib/video/youtube.ts';
import styles from './extras.module.css';

/**
 * A modal YouTube player (privacy-enhanced domain). The player loads only when the visitor
 * presses play, and is removed on close so the video stops.
 */
export function VideoDialog(props: {
  ref: RefObject<HTMLDialogElement | null>;
  videoId: string;
  title: string;
  onClose?: () => void;
}) {
  const { ref, videoId, title, onClose } = props;
  const [playing, setPlaying] = useState(false);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={title}
      onClose={() => {
        setPlaying(false);
        onClose?.();
      }}
    >
      <h2>{title}</h2>
      {playing ? (
        <iframe
          className={styles.video}
          src={youtubeEmbedSrc(videoId, { autoplay: true })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)}>
          Play video
        </button>
      )}
      <button type="button" className={styles.dialogClose} onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
