import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseEbookPath } from '@meridian/domain/content/ebooks';
import { formatDownloadCount } from '@meridian/domain/content/download-count';
import { formatDate } from '@meridian/domain/format-date';
import { contactConsentText } from '@meridian/domain/lead/consent';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getEbook } from '@/lib/api/ebooks.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { breadcrumbLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import styles from '@/components/content/content.module.css';
import { EbookList } from '@/app/[variant]/ebooks/ebook-card.tsx';
import { EbookDownload } from './ebook-download.client.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ ebookPath: string }>;

/** `/ebooks/{slug}-{id}`: both parts must name the same e-book, or the page is not found. */
async function load(value: string) {
  const parsed = parseEbookPath(value);
  if (!parsed) notFound();
  const ebook = await orNotFound(getEbook(contentApi(), parsed.slug));
  if (ebook.id !== parsed.id) notFound();
  return ebook;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { ebookPath: value } = await params;
  const ebook = await load(value);
  return pageMetadata({
    title: `${ebook.title} (Free PDF)`,
    description: ebook.summary,
    path: siteRoutes.ebook(ebook),
  });
}

export default async function EbookPage({ params }: { params: Params }) {
  const { ebookPath: value } = await params;
  const ebook = await load(value);
  const crumbs = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'E-books', path: siteRoutes.ebooks() },
    { name: ebook.title, path: siteRoutes.ebook(ebook) },
  ];
  return (
    <article>
      <JsonLd data={breadcrumbLd(crumbs, await requestOrigin())} />
      <Breadcrumbs crumbs={crumbs} />
      <h1>{ebook.title}</h1>
      <p>{ebook.summary}</p>
      <p className={styles.meta}>
        {ebook.category.name} · {ebook.pages} pages · {formatDownloadCount(ebook.downloads)} downloads ·
        Published <time dateTime={ebook.publishedOn}>{formatDate(ebook.publishedOn)}</time>
      </p>
      <section aria-labelledby="inside-title">
        <h2 id="inside-title">Inside this e-book</h2>
        <ul>
          {ebook.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="download-title">
        <h2 id="download-title">Get the free PDF</h2>
        <p>Tell us where to reach you once; a counsellor can then help with anything the guide raises.</p>
        <EbookDownload
          slug={ebook.slug}
          title={ebook.title}
          defaultCountry={await defaultDialCountry()}
          phoneOptions={phoneCountryOptions()}
          consentText={contactConsentText(brand().name)}
        />
      </section>
      {ebook.related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">More {ebook.category.name}</h2>
          <EbookList ebooks={ebook.related} />
        </section>
      )}
    </article>
  );
}
