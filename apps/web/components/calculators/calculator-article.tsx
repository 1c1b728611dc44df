import type { ReactNode } from 'react';
import type { CalculatorPageContent } from '@meridian/domain/content/calculator-content';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import { FactCheckNote } from '@/components/content/fact-check-note.tsx';
import { faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import styles from './calculator.module.css';

/**
 * A calculator page whose words editors write in the CMS: its heading and intro, the calculator
 * (`children`), then how it works, the explanations and FAQs. Without the words (an empty database,
 * the API down) the calculator still shows, under its built-in `heading`.
 */
export function CalculatorArticle(props: {
  content: CalculatorPageContent | undefined;
  heading: string;
  /** Said after the heading, the CMS's or the built-in one (" for studying in Germany"). */
  headingSuffix?: string;
  children: ReactNode;
}) {
  const { content } = props;
  const faqs = content?.body.flatMap((block) => (block.type === 'faq' ? block.items : [])) ?? [];
  return (
    <article className={styles.page}>
      {faqs.length > 0 && <JsonLd data={faqPageLd(faqs)} />}
      <h1>
        {content?.title ?? props.heading}
        {props.headingSuffix}
      </h1>
      {content && <p className={styles.intro}>{content.summary}</p>}
      {props.children}
      {content && (
        <>
          <ContentBlocks blocks={content.body} />
          <FactCheckNote factsCheckedAt={content.factsCheckedAt} sources={content.sources} />
        </>
      )}
    </article>
  );
}
