import { MAX_PAGE } from '@meridian/domain/pagination';
import { expect, test } from '../fixtures/test.ts';

const DATE_SHOWN = /^\d{2}\/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\/\d{4}$/;

test.describe('articles hub', () => {
  test('pages through every article nine at a time, each page its own canonical; past the end is 404', async ({
    page,
  }) => {
    await page.goto('/study-abroad/articles');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/study-abroad\/articles$/);
    const firstTitle = await page.title();

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/articles\?page=2$/);
    const heading = page.getByRole('heading', { level: 2, name: /^All articles, page 2 of \d+$/ });
    await expect(heading).toBeVisible();
    const listing = page.getByRole('region', { name: /^All articles, page 2/ });
    await expect(listing.getByRole('listitem').filter({ hasText: 'min read' })).toHaveCount(9);
    // The title is the editor's (SEO meta) or the page's own; either way page 2 says its number.
    await expect(page).toHaveTitle(firstTitle.replace(/ \|/, ' (page 2) |'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/study-abroad\/articles\?page=2$/,
    );

    const lastPage = Number(/of (\d+)$/.exec((await heading.textContent()) ?? '')?.[1]);
    expect((await page.goto(`/study-abroad/articles?page=${lastPage}`))?.status()).toBe(200);
    expect((await page.goto(`/study-abroad/articles?page=${lastPage + 1}`))?.status()).toBe(404);
  });
});

test.describe('article listings', () => {
  test('category, author, tag and hub pages page alike: page 2 on is its own canonical, past the last is 404', async ({
    page,
    request,
  }) => {
    test.slow(); // Renders a dozen article listings on a shared machine.
    for (const path of [
      '/study-abroad/articles/category/cost-of-study',
      '/study-abroad/author/rohan-mehta',
      '/study-abroad/articles/tag/uk',
      '/study-abroad/articles',
    ]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      const last = Number(
        await pagination
          .getByRole('link', { name: /^Page \d+$/ })
          .last()
          .textContent(),
      );
      expect(last, path).toBeGreaterThan(1);

      await page.goto(`${path}?page=2`);
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}\\?page=2$`),
      );
      await expect(page).toHaveTitle(/ \(page 2\) \|/);

      expect((await request.get(`${path}?page=${last}`)).status(), path).toBe(200);
      for (const pastTheEnd of [last + 1, MAX_PAGE, MAX_PAGE + 1, 999999999]) {
        expect((await request.get(`${path}?page=${pastTheEnd}`)).status(), `${path}?page=${pastTheEnd}`).toBe(
          404,
        );
      }
      for (const absurd of ['1e30', '0', '2.5']) {
        const res = await request.get(`${path}?page=${absurd}`);
        expect(res.status(), `${path}?page=${absurd}`).toBe(404);
        expect(res.url()).toMatch(/\/study-abroad\/404$/);
      }
    }
  });
});

test.describe('article tags', () => {
  test('an article links its tags to pages listing every article with the tag', async ({ page }) => {
    await page.goto('/study-abroad/articles/chevening-scholarship');
    await page.getByRole('navigation', { name: 'Article tags' }).getByRole('link', { name: 'UK' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/articles\/tag\/uk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles on UK' })).toBeVisible();
    await expect(page).toHaveTitle(/^UK: Study Abroad Articles \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /articles on UK/);
    await expect(page.getByRole('listitem').filter({ hasText: 'min read' })).toHaveCount(9);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveTitle(/^UK: Study Abroad Articles \(page 2\) \|/);
  });

  test('a tag no article carries, or only one does, has no page', async ({ page }) => {
    expect((await page.goto('/study-abroad/articles/tag/no-such-tag'))?.status()).toBe(404);
    expect((await page.goto('/study-abroad/articles/tag/pal'))?.status()).toBe(404);
  });
});

test('an article is an Open Graph article with dates and author, and Article structured data', async ({
  page,
}) => {
  await page.goto('/study-abroad/articles/chevening-scholarship');
  const og = (property: string) => page.locator(`meta[property="${property}"]`);
  await expect(og('og:type')).toHaveAttribute('content', 'article');
  await expect(og('article:published_time')).toHaveAttribute('content', '2025-08-04');
  await expect(og('article:modified_time')).toHaveAttribute('content', '2026-09-15');
  await expect(og('article:author')).toHaveAttribute('content', /\/study-abroad\/author\/ananya-iyer$/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = blocks.map((text) => JSON.parse(text)).find((node) => node['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: expect.stringContaining('Chevening Scholarship'),
    datePublished: '2025-08-04',
    dateModified: '2026-09-15',
    author: { '@type': 'Person', name: 'Ananya Iyer' },
    publisher: { '@type': 'Organization', logo: expect.stringMatching(/^http.*\/brand\/logo\.svg$/) },
  });

  const shown = page.locator('article time');
  await expect(shown.first()).toHaveText('04/Aug/2025');
  for (const text of await shown.allTextContents()) expect(text).toMatch(DATE_SHOWN);
});

test.describe('editorial sitemaps', () => {
  test('the sitemap index has dated article and directory parts listing articles and coaching centres', async ({
    request,
  }) => {
    const index = await (await request.get('/study-abroad/sitemap.xml')).text();
    expect(index).toMatch(/\/study-abroad\/sitemaps\/articles\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}</);
    for (const part of ['exams', 'knowledge-base', 'ebooks', 'directory']) {
      expect(index).toContain(`/study-abroad/sitemaps/${part}.xml</loc>`);
    }
    const articles = await (await request.get('/study-abroad/sitemaps/articles.xml')).text();
    expect(articles).toContain(
      '/study-abroad/articles/chevening-scholarship</loc><lastmod>2026-09-15</lastmod>',
    );
    expect(articles).toContain('/study-abroad/articles/tag/uk</loc>');
    const directory = await (await request.get('/study-abroad/sitemaps/directory.xml')).text();
    expect(directory).toContain('/study-abroad/exam/ielts/ielts-coaching-centre-in-pune</loc>');
    expect(directory).toContain('/study-abroad/consultant/kochi</loc>');
    const pages = await (await request.get('/study-abroad/sitemaps/pages.xml')).text();
    expect(pages).toContain('/study-abroad/scholarship</loc>');
  });

  test('the HTML sitemap lists editorial pages grouped by kind', async ({ page }) => {
    await page.goto('/study-abroad/html-sitemap/sitemap');
    for (const name of ['Articles', 'Exams', 'Knowledge base', 'E-books', 'Scholarships']) {
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name, exact: true }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: /^Chevening Scholarship for Indian Students/ }),
    ).toHaveAttribute('href', '/study-abroad/articles/chevening-scholarship');
    await page.getByRole('link', { name: 'IELTS coaching centres in Pune' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'IELTS coaching centres in Pune' }),
    ).toBeVisible();
  });

  test('the IELTS page links to the coaching centres of every city', async ({ page }) => {
    await page.goto('/study-abroad/exam/ielts');
    const coaching = page.getByRole('region', { name: 'IELTS coaching centres near you' });
    await expect(coaching.getByRole('link')).toHaveCount(26);
    await coaching.getByRole('link', { name: 'IELTS coaching centres in Delhi' }).click();
    await expect(page).toHaveURL(/\/exam\/ielts\/ielts-coaching-centre-in-delhi$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'IELTS coaching centres in Delhi' }),
    ).toBeVisible();
  });
});
