import type { ReactNode } from 'react';

/** Word that something is on its way, announced politely to screen readers. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" aria-busy="true">
      {children}
    </p>
  );
}
