import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { decodeSeoMeta, REQUEST_HEADERS } from './request-headers.ts';
import { brand } from '../brand/brand.ts';

/**
 * A page's metadata: the editor's SEO meta (fetched once by the proxy) wins over the page's own
 * defaults; titles carry the brand.
 */
export async function pageMetadata(defaults: {
  title: string;
  description: string;
  path: string;
}): Promise<Metadata> {
  const meta = decodeSeoMeta((await headers()).get(REQUEST_HEADERS.seoMeta));
  const title = `${meta?.title ?? defaults.title} | ${brand().name}`;
  const description = meta?.description ?? defaults.description;
  return {
    title,
    description,
    alternates: { canonical: meta?.canonical ?? defaults.path },
    openGraph: { title, description, siteName: brand().name, type: 'website' },
  };
}
