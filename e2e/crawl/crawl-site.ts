import { pageFacts, type PageFacts } from './page-facts.ts';

export interface CrawledPage {
  url: string;
  status: number;
  /** The first page seen linking here (the start page has none). */
  linkedFrom: string | undefined;
  /** Where redirects led; that address is then its own entry, which carries the facts. */
  redirectedTo?: string;
  /** Set on HTML pages that answered 200. */
  facts?: PageFacts;
}

export interface CrawlResult {
  pages: CrawledPage[];
  /** Links left unvisited because their template already had `perTemplate` pages. */
  skipped: number;
}

interface CrawlOptions {
  start: string;
  /** Only links whose path starts with this are followed. */
  pathPrefix: string;
  concurrency: number;
  /** Most pages visited per template, so thousands of course pages do not crowd out the rest. */
  perTemplate: number;
  /** Most query-string variants (`?page=`, `?level=`) visited per template: they share a renderer. */
  perQueryTemplate: number;
  /** Paths answered by files or APIs, checked for their status but never parsed. */
  isResource: (path: string) => boolean;
}

/**
 * The template a page is rendered by, approximated by its first path segment, its depth and its
 * query keys: `/university/usa/mit/msc-cs` and `/university/uk/ucl/ma-law` share
 * `/university/·/·/·`; `/usa/courses?page=2` is `/usa/·?page`.
 */
export function templateOf(url: URL, pathPrefix: string): string {
  const segments = url.pathname.slice(pathPrefix.length).split('/').filter(Boolean);
  const shape = [segments[0] ?? '', ...segments.slice(1).map(() => '·')].join('/');
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return `/${shape}${keys ? `?${keys}` : ''}`;
}

const MAX_REDIRECTS = 5;

/**
 * Breadth-first crawl of one site section over plain HTTP: follows same-origin `<a href>` links
 * under `pathPrefix` (fragments stripped, redirects followed) with `concurrency` requests in
 * flight, and records each page's status and, for HTML, what `pageFacts` reads.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const start = new URL(options.start);
  const seen = new Map<string, CrawledPage>();
  const perTemplate = new Map<string, number>();
  const queue: CrawledPage[] = [];
  let skipped = 0;

  const enqueue = (href: string, from: string | undefined) => {
    let url: URL;
    try {
      url = new URL(href, from ?? start);
    } catch {
      return;
    }
    url.hash = '';
    if (url.origin !== start.origin || !url.pathname.startsWith(options.pathPrefix)) return;
    const key = url.href;
    if (seen.has(key)) return;
    const template = templateOf(url, options.pathPrefix);
    const count = perTemplate.get(template) ?? 0;
    if (count >= (url.search ? options.perQueryTemplate : options.perTemplate)) {
      skipped += 1;
      return;
    }
    perTemplate.set(template, count + 1);
    const page: CrawledPage = { url: key, status: 0, linkedFrom: from };
    seen.set(key, page);
    queue.push(page);
  };

  const visit = async (page: CrawledPage) => {
    let url = page.url;
    let res = await fetch(url, { redirect: 'manual' });
    for (let hop = 0; hop < MAX_REDIRECTS && res.status >= 300 && res.status < 400; hop += 1) {
      const location = res.headers.get('location');
      if (!location) break;
      await res.body?.cancel();
      url = new URL(location, url).href;
      res = await fetch(url, { redirect: 'manual' });
    }
    page.status = res.status;
    if (url !== page.url) {
      // A redirect lands on one page under two addresses: keep it once, under where it landed.
      page.redirectedTo = url;
      if (seen.has(url)) {
        await res.body?.cancel();
        return;
      }
      seen.set(url, { url, status: res.status, linkedFrom: page.linkedFrom });
    }
    const html = res.headers.get('content-type')?.includes('text/html') ?? false;
    if (res.status !== 200 || !html || options.isResource(new URL(url).pathname)) {
      await res.body?.cancel();
      return;
    }
    const landed = seen.get(url) ?? page;
    landed.facts = pageFacts(await res.text());
    for (const href of landed.facts.hrefs) enqueue(href, url);
    if (landed.facts.canonical) enqueue(landed.facts.canonical, url);
  };

  enqueue(start.href, undefined);
  await new Promise<void>((resolve, reject) => {
    let active = 0;
    const pump = () => {
      while (active < options.concurrency) {
        const page = queue.shift();
        if (!page) break;
        active += 1;
        visit(page).then(
          () => {
            active -= 1;
            pump();
          },
          (error: Error) => reject(new Error(`${page.url}: ${error.message}`, { cause: error })),
        );
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  return { pages: [...seen.values()], skipped };
}
