'use client';

import { useEffect, useRef } from 'react';
import { useDismissed } from './dismissed.ts';
import { VideoDialog } from './video-dialog.client.tsx';

/** The promo video popup: opens once per visit after the configured delay. */
export function VideoPopup({ videoId, delayMs, title }: { videoId: string; delayMs: number; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissed, dismiss] = useDismissed('promo-video');

  useEffect(() => {
    if (dismissed) return;
    const timer = window.setTimeout(() => dialog.current?.showModal(), delayMs);
    return () => window.clearTimeout(timer);
  }, [dismissed, delayMs]);

  return <VideoDialog ref={dialog} videoId={videoId} title={title} onClose={dismiss} />;
}
