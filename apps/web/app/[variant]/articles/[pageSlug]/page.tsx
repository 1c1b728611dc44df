import type { Metadata } from 'next';
import { formatDate } from '@meridian/domain/format-date';
import { tableOfContents } from '@meridian/domain/content/table-of-contents';
import { countryOfCategory } from '@meridian/domain/content/country-category';
import { sitePath, siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getArticle, getTrendingInterlinking } from '@/lib/api/editorial.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { articleLd, breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { publisher } from '@/lib/brand/brand.ts';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import { TableOfContents } from '@/components/content/table-of-contents.tsx';
import { FaqList } from '@/components/content/faq-list.tsx';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { ArticleList } from '@/components/content/article-card.tsx';
import { FactCheckNote } from '@/components/content/fact-check-note.tsx';
import { SampleAuthorNote } from '@/components/content/sample-author-note.tsx';
import styles from '@/components/content/content.module.css';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ pageSlug: string }>;

const load = (slug: string) => orNotFound(getArticle(contentApi(), slug));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { pageSlug } = await params;
  const [article, origin] = await Promise.all([load(pageSlug), requestOrigin()]);
  return pageMetadata({
    title: article.title,
    description: article.summary,
    path: siteRoutes.article(pageSlug),
    article: {
      publishedTime: article.publishedOn,
      modifiedTime: article.updatedOn,
      authors: [siteUrl(origin, siteRoutes.author(article.author.slug))],
      section: article.category.name,
      tags: article.tagPages.map((tag) => tag.name),
    },
  });
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { pageSlug } = await params;
  const article = await load(pageSlug);
  const path = siteRoutes.article(pageSlug);
  const countrySlug = countryOfCategory(article.category.slug);
  const [origin, trending] = await Promise.all([
    requestOrigin(),
    getTrendingInterlinking(contentApi(), {
      sourceUrl: sitePath(path),
      ...(countrySlug ? { countrySlug } : {}),
    }),
  ]);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Articles', path: siteRoutes.articles() },
    { name: article.category.name, path: siteRoutes.articleCategory(article.category.slug) },
    { name: article.title, path },
  ];
  const authorPath = siteRoutes.author(article.author.slug);
  const toc = tableOfContents(article.body);
  const faqEntry = article.faqs.length
    ? [{ id: 'faqs', text: 'Frequently asked questions', level: 2 as const }]
    : [];

  return (
    <article>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <JsonLd
        data={articleLd({
          headline: article.title,
          description: article.summary,
          url: siteUrl(origin, path),
          datePublished: article.publishedOn,
          dateModified: article.updatedOn,
          author: { name: article.author.name, url: siteUrl(origin, authorPath) },
          publisher: publisher(origin),
        })}
      />
      {article.faqs.length > 0 && <JsonLd data={faqPageLd(article.faqs)} />}
      <Breadcrumbs crumbs={crumbs} />
      <h1>{article.title}</h1>
      <p>{article.summary}</p>
      <p className={styles.meta}>
        By <a href={sitePath(authorPath)}>{article.author.name}</a> · Published{' '}
        <time dateTime={article.publishedOn}>{formatDate(article.publishedOn)}</time>
        {article.updatedOn !== article.publishedOn && (
          <>
            {' '}
            · Updated <time dateTime={article.updatedOn}>{formatDate(article.updatedOn)}</time>
          </>
        )}{' '}
        · {article.readMinutes} min read
      </p>
      <FactCheckNote factsCheckedAt={article.factsCheckedAt} sources={article.sources} />
      <TableOfContents entries={toc} extra={faqEntry} />
      <ContentBlocks blocks={article.body} />
      {article.faqs.length > 0 && (
        <section aria-labelledby="faqs">
          <h2 id="faqs">Frequently asked questions</h2>
          <FaqList faqs={article.faqs} />
        </section>
      )}
      {article.tagPages.length > 0 && (
        <nav aria-label="Article tags">
          <h2>Topics</h2>
          <ul className={styles.tags}>
            {article.tagPages.map((tag) => (
              <li key={tag.slug}>
                <a href={sitePath(siteRoutes.articleTag(tag.slug))}>{tag.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className={styles.authorBox} aria-labelledby="author-title">
        <h2 id="author-title">About the author</h2>
        {article.authorProfile.sample && <SampleAuthorNote />}
        <p>
          <a href={sitePath(authorPath)}>
            <strong>{article.authorProfile.name}</strong>
          </a>
          , {article.authorProfile.role}. {article.authorProfile.bio}
        </p>
      </section>
      {article.related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">Related articles</h2>
          <ArticleList articles={article.related} />
        </section>
      )}
      {'links' in trending && (
        <section aria-labelledby="trending-title">
          <h2 id="trending-title">Trending now</h2>
          <ul>
            {trending.links.map((link) => (
              <li key={link.href}>
                <a href={sitePath(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
