import { expect, test } from '../fixtures/test.ts';

/** The static and other pages of SPEC.md §2 that issue 5 owns, with the brand slug in {product}. */
const PAGES = [
  'about-us',
  'contact-us',
  'terms-of-use',
  'policy',
  'careers',
  'accommodation',
  'meridian-abroad-experience-centers',
  'download-study-abroad-app',
  'm-app',
  'globalacademy',
  'report-a-vulnerability',
  'scholarship',
  'university-partnership',
  'partners',
  'meridian-abroad-advantage',
  'meridian-office',
  'html-sitemap/sitemap',
  'knowledge-base',
];

test.describe('static and other pages', () => {
  test('each answers 200 with its own title, description, heading and content', async ({ request }) => {
    const titles = new Set<string>();
    for (const slug of PAGES) {
      const res = await request.get(`/study-abroad/${slug}`, { maxRedirects: 0 });
      expect(res.status(), slug).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, slug).toMatch(/\| Meridian$/);
      expect(titles.has(title!), `${slug} repeats the title ${title}`).toBe(false);
      titles.add(title!);
      expect(html, slug).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, slug).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html, slug).toMatch(/<h1[^>]*>[^<]{5,}<\/h1>/);
      // Real content: paragraphs, list items or table cells with a sentence's worth of text.
      const texts = html.match(/<(p|li|td)[^>]*>(<a [^>]*>)?[^<]{25,}/g) ?? [];
      expect(texts.length, `${slug} has real content`).toBeGreaterThan(2);
    }
  });
});
