import type { Metadata } from 'next';
import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getKbCategory } from '@/lib/api/knowledge-base.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { kbCrumbs } from '@/app/[variant]/knowledge-base/kb-crumbs.ts';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ slug: string; category: string }>;

const load = async (params: Params) => {
  const { slug, category } = await params;
  return getKbCategory(contentApi(), slug, category);
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await load(params);
  const first = category.questions[0];
  return pageMetadata({
    title: `${category.name} FAQs: ${category.questions.length} Questions Answered`,
    description: first
      ? `${category.name}: ${first.question} ${first.shortAnswer}`.slice(0, 300)
      : category.topic.intro,
    path: siteRoutes.knowledgeBase(category.topic.slug, category.slug),
  });
}

export default async function KbCategoryPage({ params }: { params: Params }) {
  const category = await load(params);
  const { topic } = category;
  const crumbs = kbCrumbs([topic, category]);
  const faqs = category.questions.map((q) => ({ question: q.question, answer: q.shortAnswer }));
  return (
    <>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <JsonLd data={faqPageLd(faqs)} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{category.name}: frequently asked questions</h1>
      <p>
        Part of <Link href={siteRoutes.knowledgeBase(topic.slug)}>{topic.name}</Link>. {topic.intro}
      </p>
      {category.questions.map((q) => (
        <section key={q.slug} aria-labelledby={`q-${q.slug}`}>
          <h2 id={`q-${q.slug}`}>{q.question}</h2>
          <p>{q.shortAnswer}</p>
          <p>
            <Link href={siteRoutes.knowledgeBase(topic.slug, category.slug, q.slug)}>
              Read the full answer
            </Link>
          </p>
        </section>
      ))}
    </>
  );
}
