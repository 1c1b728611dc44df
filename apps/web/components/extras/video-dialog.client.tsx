'use client';

import { useState, type RefObject } from 'react';
import { youtubeEmbedSrc } from '@/lib/video/youtube.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.client.tsx';
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
    <Dialog
      ref={ref}
      title={title}
      size="wide"
      onClose={() => {
        setPlaying(false);
        onClose?.();
      }}
    >
      {playing ? (
        <iframe
          className={styles.video}
          src={youtubeEmbedSrc(videoId, { autoplay: true })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <Button variant="primary" onClick={() => setPlaying(true)}>
          Play video
        </Button>
      )}
    </Dialog>
  );
}
