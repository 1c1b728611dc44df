import { expect, test } from '../fixtures/test.ts';
import { courseCountText } from '@meridian/domain/catalogue/count-text';
import { decodeCourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { apiCatalogueQueries, apiCourses, apiFacets, apiPrograms } from '../fixtures/catalogue-api.ts';
import { newStudent, outbox } from '../fixtures/lead.ts';
import { sidewaysOverflow } from '../sweep/phone-layout.ts';

test.describe('course discovery', () => {
  test('filters by country, level, fee range and exam; the URL carries the filter and reload keeps it', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/usa/masters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masters in USA');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    // The box ticks once the filtered page arrives: the URL, not local state, holds the filter.
    await filters.getByRole('checkbox', { name: /^GRE/ }).click();
    await expect(page).toHaveURL(/filter=/);
    await expect(filters.getByRole('checkbox', { name: /^GRE/ })).toBeChecked();
    await filters.getByRole('button', { name: '₹30–50 L a year' }).click();
    await expect
      .poll(() => decodeCourseFilter(new URL(page.url()).searchParams.get('filter'))?.maxFee)
      .toBe(5000000);

    const filter = decodeCourseFilter(new URL(page.url()).searchParams.get('filter'));
    expect(filter).toEqual({ examAccepted: ['GRE'], fees: 'annual', minFee: 3000000, maxFee: 5000000 });

    const scoped = { ...filter, country: ['usa' as const], educationLevel: 'MASTERS' as const };
    const [expected, facets] = await Promise.all([apiCourses(request, scoped), apiFacets(request, scoped)]);
    expect(expected.total).toBeGreaterThan(0);
    const status = page.getByRole('status').filter({ hasText: 'found' });
    await expect(status).toHaveText(courseCountText(expected.total, expected.totalCapped));
    const toefl = facets.examAccepted.find((f) => f.value === 'TOEFL')!;
    await expect(filters.getByRole('checkbox', { name: `TOEFL iBT (${toefl.count})` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('heading').first()).toHaveText(
      expected.items[0]!.title,
    );

    await page.reload();
    await expect(status).toHaveText(courseCountText(expected.total, expected.totalCapped));
    await expect(filters.getByRole('checkbox', { name: /^GRE/ })).toBeChecked();
    await expect(filters.getByRole('button', { name: '₹30–50 L a year' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('₹30–50 L a year');
  });

  test('a repeated view of a listing page is served from the cache, without asking the API again', async ({
    page,
    request,
  }) => {
    // A filter no other test or earlier run used (the build's page cache outlives a run), so the
    // first view is a cache miss.
    const minFee = 1_000_000 + (Date.now() % 1_000_000);
    const filter = encodeCourseFilter({ examAccepted: ['PTE'], fees: 'annual', minFee });
    const url = `/study-abroad/canada/masters?filter=${filter}`;
    const status = page.getByRole('status').filter({ hasText: 'found' });

    const beforeFirst = await apiCatalogueQueries(request);
    await page.goto(url);
    await expect(status).toBeVisible();
    expect(await apiCatalogueQueries(request), 'the first view asks the API').toBeGreaterThan(beforeFirst);

    // Other journeys run alongside and query the catalogue too: one quiet pair of counts is the proof.
    await expect(async () => {
      const before = await apiCatalogueQueries(request);
      await page.goto(url);
      await expect(status).toBeVisible();
      expect(await apiCatalogueQueries(request), 'a repeated view asks nothing').toBe(before);
    }).toPass({ timeout: 20_000 });
  });

  test('a garbled filter lands on the 404 page', async ({ page }) => {
    const response = await page.goto('/study-abroad/usa/masters?filter=%7Bnot-base64%7D');
    expect(page.url()).toMatch(/\/study-abroad\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });

  test('a misspelt search finds University of Toronto', async ({ page }) => {
    await page.goto('/study-abroad/universities');
    await page.getByRole('searchbox', { name: 'University name' }).fill('univercity of tornto');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Universities' });
    await expect(results.getByRole('link').first()).toHaveText('University of Toronto');
    await results.getByRole('link', { name: 'University of Toronto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('University of Toronto');
    await expect(page).toHaveURL(/\/study-abroad\/university\/canada\/university-of-toronto$/);
  });

  test('a search on a country’s universities page keeps to that country', async ({ page }) => {
    await page.goto('/study-abroad/canada/universities');
    await page.getByRole('searchbox', { name: 'University name' }).fill('university');
    await page.getByRole('button', { name: 'Search' }).click();
    const links = page.getByRole('list', { name: 'Universities' }).getByRole('heading').getByRole('link');
    await expect(links.filter({ hasText: 'University of Toronto' })).toBeVisible();
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/\/university\/canada\//);
    }
  });

  test('a course page shows fees in rupees, the duration, tests, and sends the brochure', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/university/canada/university-of-toronto');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => (JSON.parse(t) as { '@type': string })['@type'])).toEqual(
      expect.arrayContaining(['CollegeOrUniversity', 'BreadcrumbList', 'FAQPage']),
    );
    await page.getByRole('link', { name: /^All \d+ courses at University of Toronto$/ }).click();
    await page.getByRole('list', { name: 'Courses' }).getByRole('heading').first().getByRole('link').click();

    await expect(page.getByText(/ · ≈ ₹[\d.]+ L total/).first()).toBeVisible();
    await expect(page.getByText(/^Up to \d(\.\d)? years?$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tests and minimum scores' })).toBeVisible();
    const courseLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(courseLd.map((t) => (JSON.parse(t) as { '@type': string })['@type'])).toEqual(
      expect.arrayContaining(['Course', 'BreadcrumbList', 'FAQPage']),
    );

    const form = page.getByRole('form', { name: /brochure/ });
    await form.getByRole('textbox', { name: 'Name' }).fill('Aarav Sharma');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    await form.getByRole('button', { name: 'Email me the brochure' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'email' })).toHaveText(
      'Please enter a valid email address',
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    const { email } = newStudent();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await form.getByRole('button', { name: 'Email me the brochure' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'brochure' })).toHaveText(
      'The brochure will be sent to your email shortly.',
    );

    // The email's link downloads the PDF through the site; an altered link gets a clear page, not a 500.
    const [mail] = await outbox(request, email);
    const path = mail?.body.match(/\/study-abroad\/brochures\/download\/\S+/)?.[0];
    expect(path, mail?.body).toBeDefined();
    const pdf = await request.get(path!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const altered = await request.get(`${path!.slice(0, -4)}AAAA`);
    expect(altered.status()).toBe(404);
    expect(altered.headers()['content-type']).toContain('text/html');
    expect(await altered.text()).toContain('<h1>This brochure link is not valid</h1>');
  });

  test('compares two courses side by side on a shareable page', async ({ page }) => {
    await page.goto('/study-abroad/uk/masters');
    const courses = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
    const titles = [
      await courses.nth(0).getByRole('heading').textContent(),
      await courses.nth(1).getByRole('heading').textContent(),
    ];
    await courses
      .nth(0)
      .getByRole('checkbox', { name: /Compare/ })
      .check();
    await courses
      .nth(1)
      .getByRole('checkbox', { name: /Compare/ })
      .check();
    await page.getByRole('link', { name: 'Compare 2 courses' }).click();
    await expect(page).toHaveURL(/\/compare-courses\?ids=\d+,\d+$/);
    const table = page.getByRole('table');
    for (const title of titles) {
      await expect(table.getByRole('link', { name: title!, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /^Tuition/ })).toContainText('≈ ₹');
    await expect(table.getByRole('row', { name: /Living cost a month/ })).toContainText('£');
    // On a 360 px phone the table scrolls in its frame; the page never scrolls sideways (issue 32).
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('every discovery route answers 200 for seeded data and 404 for an unknown slug', async ({
    request,
  }) => {
    const uk = await apiCourses(request, { country: ['uk'], educationLevel: 'MASTERS' });
    const course = uk.items[0]!;
    const programs = await apiPrograms(request);
    const program = programs.items[0]!;
    const ok = [
      '/usa/masters',
      '/usa/bachelors',
      '/usa/courses',
      '/usa/courses/engineering',
      '/usa/bachelors/engineering',
      '/usa/masters/data-science',
      '/usa/masters/machine-learning',
      '/usa/universities',
      '/usa/universities/stanford-university',
      '/universities',
      '/universities/masters',
      '/universities/masters/law',
      '/abroad/masters',
      '/abroad/courses',
      '/abroad/courses/law',
      '/abroad/masters/data-science',
      '/abroad/bachelors/computer-science',
      '/university/usa/stanford-university',
      '/university/usa/stanford-university/courses',
      `/university/uk/${course.university.slug}/${course.slug}`,
      '/ua-accelerator-programs',
      `/ua-accelerator-programs/${program.slug}`,
      '/ua-accelerator-programs/degree/masters',
      `/ua-accelerator-programs/degree/${program.primaryCategory}`,
      `/ua-accelerator-programs/degree/${program.primaryCategory}/${program.specialization}`,
      '/usa/ua-accelerator-programs',
      '/usa/ua-accelerator-programs/masters',
      `/compare-courses?ids=${course.id}`,
      '/html-sitemap/sitemap',
      '/sitemap.xml',
      '/sitemaps/courses-1.xml',
    ];
    const missing = [
      '/usa/phd',
      '/atlantis/masters',
      '/usa/masters/underwater-basket-weaving',
      '/usa/universities/atlantis-university',
      '/universities/phd',
      '/universities/masters/alchemy',
      '/abroad/phd',
      '/abroad/courses/alchemy',
      '/university/usa/atlantis-university',
      '/university/usa/atlantis-university/courses',
      '/university/usa/stanford-university/bsc-underwater-basket-weaving',
      '/university/uk/stanford-university',
      '/ua-accelerator-programs/no-such-program',
      '/ua-accelerator-programs/degree/alchemy',
      '/ua-accelerator-programs/degree/masters/no-such-specialization',
      '/usa/ua-accelerator-programs/phd',
      '/compare-courses?ids=999999',
      '/sitemaps/nothing.xml',
    ];
    for (const path of ok) {
      const res = await request.get(`/study-abroad${path}`);
      expect(res.status(), path).toBe(200);
    }
    for (const path of missing) {
      const res = await request.get(`/study-abroad${path}`);
      expect(res.status(), path).toBe(404);
    }
  });

  test('the sitemap index lists split sitemaps with last-modified dates', async ({ request }) => {
    const index = await (await request.get('/study-abroad/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toMatch(/\/study-abroad\/sitemaps\/courses-3\.xml<\/loc><lastmod>\d{4}-/);
    const part = await (await request.get('/study-abroad/sitemaps/universities.xml')).text();
    expect(part).toContain('/study-abroad/university/canada/university-of-toronto</loc>');
  });

  test('pages only the menus link to are in the navigation sitemap, once', async ({ request }) => {
    // The header's panels render in the browser when opened, so crawlers learn these from the sitemap.
    const index = await (await request.get('/study-abroad/sitemap.xml')).text();
    expect(index).toContain('/study-abroad/sitemaps/navigation.xml</loc>');
    const part = await (await request.get('/study-abroad/sitemaps/navigation.xml')).text();
    for (const path of ['/usa/masters/computer-science', '/uk/courses/data-science', '/about-us']) {
      expect(part).toContain(`/study-abroad${path}</loc>`);
    }
    // The country page is in the pages part already.
    expect(part).not.toContain('/study-abroad/usa</loc>');
  });

  test('robots.txt at the host root leads crawlers to the sitemap index and away from the back office', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/study-abroad\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /study-abroad/admin/');
  });

  test('addresses that only begin like the site’s files are the 404 page, not the home page', async ({
    request,
  }) => {
    for (const path of ['healthz', 'robots.txt2', 'sitemap.xml.bak', 'icon.svgz']) {
      const res = await request.get(`/study-abroad/${path}`);
      expect(res.status(), path).toBe(404);
    }
    expect((await request.get('/study-abroad/health')).status()).toBe(200);
    expect((await request.get('/study-abroad/robots.txt')).headers()['content-type']).toContain('text/plain');
  });

  test('the favicon a browser asks for at the host root is the site icon, not a page', async ({
    request,
  }) => {
    for (const path of ['/favicon.ico', '/study-abroad/favicon.ico']) {
      const icon = await request.get(path);
      expect(icon.url(), path).toMatch(/\/study-abroad\/icon\.svg$/);
      expect(icon.headers()['content-type'], path).toContain('image/svg+xml');
    }
  });
});
