import type { ReactNode } from 'react';
import { SourceList } from '@/components/content/source-list.tsx';
import styles from './calculator.module.css';

/** "How this is calculated": the rule in words and where it comes from, on the calculator pages whose words are not in the CMS. */
export function MethodNote(props: {
  children: ReactNode;
  sources: readonly { label: string; url: string }[];
}) {
  return (
    <section className={styles.method} aria-labelledby="method-title">
      <h2 id="method-title">How this is calculated</h2>
      {props.children}
      <h3>Sources</h3>
      <SourceList sources={props.sources} />
    </section>
  );
}
