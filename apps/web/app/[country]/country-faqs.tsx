import type { Faq } from '@meridian/domain/faq';
import styles from './country.module.css';

export function CountryFaqs({ name, faqs }: { name: string; faqs: Faq[] }) {
  return (
    <section id="faqs" aria-labelledby="faqs-title">
      <h2 id="faqs-title">Studying in {name}: frequently asked questions</h2>
      <div className={styles.faqs}>
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
