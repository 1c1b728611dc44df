import type { Faq } from '@meridian/domain/faq';
import styles from './content.module.css';

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
