import type { ReactNode } from 'react';

/** One fact of a <dl>: its term and value, wrapped together so a grid of facts keeps each pair in one cell. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
