'use client';

import { Dialog, type DialogProps } from './dialog.client.tsx';

/** A dialog that takes the whole screen on a phone (filters, a menu) and a side panel on a wider one. */
export function Sheet(props: Omit<DialogProps, 'sheet' | 'size'>) {
  return <Dialog {...props} sheet />;
}
