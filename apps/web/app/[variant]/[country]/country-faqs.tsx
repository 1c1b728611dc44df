import type { Faq } from '@meridian/domain/faq';
import { FaqList } from '@/components/content/faq-list.tsx';

export function CountryFaqs({ name, faqs }: { name: string; faqs: Faq[] }) {
  return (
    <section id="faqs" aria-labelledby="faqs-title">
      <h2 id="faqs-title">Studying in {name}: frequently asked questions</h2>
      <FaqList faqs={faqs} />
    </section>
  );
}
