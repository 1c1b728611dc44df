import { parse } from 'node-html-parser';

/** What the crawl checks on one HTML page. */
export interface PageFacts {
  title: string;
  description: string;
  canonical: string;
  /** Text of each `<script type="application/ld+json">` block. */
  jsonLd: string[];
  /** Every `<a href>` as written, unresolved. */
  hrefs: string[];
}

/**
 * Reads the whole document, not only `<head>`: Next.js streams metadata that is not ready when the
 * page shell is sent into `<body>`, and React hoists it into the head (search engines that render
 * pages read it there). `<title>` inside inline SVG icons names the icon, not the page.
 */
export function pageFacts(html: string): PageFacts {
  const root = parse(html, { blockTextElements: { script: true, style: false, pre: true } });
  const title = root.querySelectorAll('title').find((element) => !element.closest('svg'));
  return {
    title: title?.text.trim() ?? '',
    description: root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href')?.trim() ?? '',
    jsonLd: root.querySelectorAll('script[type="application/ld+json"]').map((script) => script.rawText),
    hrefs: root.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? ''),
  };
}
