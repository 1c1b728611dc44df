import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { Slug } from '@meridian/domain/content/slug';
import { formatDate } from '@meridian/domain/format-date';
import { contentApi } from '@/lib/api/content-api.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { getBuilderPage } from '@/lib/api/pages.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ContentBlocks } from './content-blocks.tsx';

/** A segment that cannot be a slug is not a page; asking the API would only earn a 400. */
function load(slug: string) {
  if (!Slug.safeParse(slug).success) notFound();
  return orNotFound(getBuilderPage(contentApi(), slug));
}

export async function builderPageMetadata(slug: string): Promise<Metadata> {
  const page = await load(slug);
  return pageMetadata({ title: page.title, description: page.description, path: siteRoutes.page(slug) });
}

/**
 * A published page-builder page at its own slug (about-us, {product}-office, …); unknown slugs 404.
 * Pages with their own UI (the contact form) pass it as children, shown after the editor's content.
 */
export async function BuilderPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = await load(slug);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: page.title, path: siteRoutes.page(slug) },
  ];
  const faqs = page.body.flatMap((block) => (block.type === 'faq' ? block.items : []));
  return (
    <article data-page-category={page.category}>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      {faqs.length > 0 && <JsonLd data={faqPageLd(faqs)} />}
      <Breadcrumbs crumbs={crumbs} />
      <h1>{page.title}</h1>
      <p>{page.description}</p>
      <ContentBlocks blocks={page.body} />
      {children}
      <p>
        Last updated <time dateTime={page.updatedOn}>{formatDate(page.updatedOn)}</time>
      </p>
    </article>
  );
}
