'use client';

import { useRef } from 'react';
import { trackCtaClick } from '@/lib/analytics/track-event.ts';
import { VideoDialog } from '@/components/extras/video-dialog.client.tsx';
import { Button } from '@/components/ui/button.tsx';

/** A video banner's button: opens the video player (and counts as a call to action). */
export function BannerVideoButton(props: {
  videoId: string;
  label: string;
  title: string;
  className: string | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button
        variant="primary"
        className={props.className}
        onClick={() => {
          trackCtaClick(props.label);
          dialog.current?.showModal();
        }}
      >
        {props.label}
      </Button>
      <VideoDialog ref={dialog} videoId={props.videoId} title={props.title} />
    </>
  );
}
