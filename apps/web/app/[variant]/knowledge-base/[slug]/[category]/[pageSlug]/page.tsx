import type { Metadata } from 'next';
import Link from 'next/link';
import { formatDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getKbQuestion } from '@/lib/api/knowledge-base.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import styles from '@/components/content/content.module.css';
import { kbCrumbs } from '@/app/[variant]/knowledge-base/kb-crumbs.ts';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ slug: string; category: string; pageSlug: string }>;

const load = async (params: Params) => {
  const { slug, category, pageSlug } = await params;
  return getKbQuestion(contentApi(), { topic: slug, category, question: pageSlug });
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const question = await load(params);
  return pageMetadata({
    title: question.question,
    description: question.shortAnswer,
    path: siteRoutes.knowledgeBase(question.topic.slug, question.category.slug, question.slug),
  });
}

export default async function KbQuestionPage({ params }: { params: Params }) {
  const question = await load(params);
  const { topic, category } = question;
  const crumbs = kbCrumbs([topic, category, { name: question.question, slug: question.slug }]);
  return (
    <article>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <JsonLd data={faqPageLd([{ question: question.question, answer: question.shortAnswer }])} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{question.question}</h1>
      <p>
        <strong>{question.shortAnswer}</strong>
      </p>
      <ContentBlocks blocks={question.body} />
      <p className={styles.meta}>
        Checked on <time dateTime={question.updatedOn}>{formatDate(question.updatedOn)}</time>. Rules change;
        confirm on the official site before you pay or apply.
      </p>
      {question.related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">More about {category.name}</h2>
          <ul>
            {question.related.map((q) => (
              <li key={q.slug}>
                <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug, q.slug)}>{q.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link href={siteRoutes.knowledgeBase(topic.slug)}>All {topic.name.toLowerCase()} questions</Link>
      </p>
    </article>
  );
}
