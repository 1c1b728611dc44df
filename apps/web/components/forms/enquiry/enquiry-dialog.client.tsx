'use client';

import type { ReactNode, Ref } from 'react';
import { Dialog } from '@/components/ui/dialog.client.tsx';

/**
 * A modal enquiry popup (the site's Dialog): the browser keeps focus inside it, Escape closes it
 * and focus returns to what opened it. `onClose` runs however it was closed.
 */
export function EnquiryDialog({
  ref,
  ...props
}: {
  ref?: Ref<HTMLDialogElement>;
  heading: string;
  intro: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog ref={ref} title={props.heading} onClose={props.onClose}>
      <p>{props.intro}</p>
      {props.children}
    </Dialog>
  );
}
