'use client';

import { useEffect, useRef, useState } from 'react';
import { useDismissed } from './dismissed.ts';
import { useInterruption } from './interruptions.client.ts';
import { VideoDialog } from './video-dialog.client.tsx';

/**
 * The promo video popup: once per visit, after the configured delay it asks for its turn under the
 * interruption policy.
 */
export function VideoPopup({ videoId, delayMs, title }: { videoId: string; delayMs: number; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissed, dismiss] = useDismissed('promo-video');
  const [due, setDue] = useState(false);
  const shown = useInterruption('videoPopup', due && !dismissed);

  useEffect(() => {
    if (dismissed) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [dismissed, delayMs]);

  useEffect(() => {
    if (shown && !document.querySelector('dialog[open]')) dialog.current?.showModal();
  }, [shown]);

  return <VideoDialog ref={dialog} videoId={videoId} title={title} onClose={dismiss} />;
}
