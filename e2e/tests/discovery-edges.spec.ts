import { expect, test } from '../fixtures/test.ts';
import type { APIRequestContext } from '@playwright/test';
import { apiCourses, apiPrograms, apiUniversity } from '../fixtures/catalogue-api.ts';

const NOT_FOUND_HEADING = 'We could not find that page';

test.describe('discovery edges', () => {
  test('a listing page past the last one, or an absurd page number, is the 404 page', async ({
    page,
    request,
  }) => {
    test.slow(); // Renders a dozen listings on a shared machine.
    const pastTheEnd = [
      '/usa/masters?page=99999',
      '/usa/masters?page=500',
      '/abroad/courses/law?page=900',
      '/usa/universities?page=50',
      '/universities/masters/law?page=1001',
      '/ua-accelerator-programs?page=999',
      '/usa/ua-accelerator-programs/masters?page=999',
      '/university/usa/stanford-university/courses?page=999',
    ];
    for (const path of pastTheEnd) {
      expect((await request.get(`/study-abroad${path}`)).status(), path).toBe(404);
    }
    const response = await page.goto('/study-abroad/usa/masters?page=99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);

    for (const absurd of ['1e30', '-3', '999999999999999999999999999999', '2.5']) {
      const res = await request.get(`/study-abroad/usa/masters?page=${absurd}`);
      expect(res.status(), absurd).toBe(404);
      expect(res.url(), absurd).toMatch(/\/study-abroad\/404$/);
    }
    // The pages that exist still answer, the second one included.
    for (const path of ['/usa/masters?page=2', '/usa/universities?page=2', '/universities?page=9']) {
      expect((await request.get(`/study-abroad${path}`)).status(), path).toBe(200);
    }
  });

  test('an over-long slug is the 404 page, never a server error', async ({ page, request }) => {
    test.slow();
    const long = (length: number) => 'a'.repeat(length);
    const paths = [
      `/university/usa/${long(170)}`,
      `/university/usa/${long(300)}`,
      `/university/usa/${long(5000)}`,
      `/university/usa/${long(300)}/courses`,
      `/university/usa/stanford-university/${long(300)}`,
      `/usa/universities/${long(300)}`,
      `/usa/masters/${long(300)}`,
      `/ua-accelerator-programs/${long(300)}`,
      `/ua-accelerator-programs/degree/masters/${long(300)}`,
    ];
    for (const path of paths) {
      const res = await request.get(`/study-abroad${path}`);
      expect(res.status(), path.slice(0, 60)).toBe(404);
    }
    const response = await page.goto(`/study-abroad/university/usa/${long(300)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  });

  test('another spelling of a university’s address is sent, with a 308, to its page or course page', async ({
    page,
    request,
  }) => {
    test.slow();
    const { id } = await apiUniversity(request, 'stanford-university');
    const canonical = '/study-abroad/university/usa/stanford-university';
    const moves = [
      [`/university/usa/stanford-university-${id}`, canonical],
      ['/university/USA/Stanford-University', canonical],
      [`/usa/universities/stanford-university-${id}`, canonical],
      [
        `/university/usa/stanford-university-${id}/courses?level=masters`,
        `${canonical}/courses?level=masters`,
      ],
    ];
    for (const [from, to] of moves) {
      const res = await request.get(`/study-abroad${from}`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      const location = new URL(res.headers().location ?? '', 'http://127.0.0.1');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
    expect((await request.get(`/study-abroad/university/uk/stanford-university-${id}`)).status()).toBe(404);

    // A course page under another spelling of its university's address, or of its own, moves too.
    const course = (await apiCourses(request, { country: ['usa'], educationLevel: 'MASTERS' })).items[0]!;
    const uni = await apiUniversity(request, course.university.slug);
    const coursePage = `/study-abroad/university/usa/${uni.slug}/${course.slug}`;
    for (const from of [
      `/university/usa/${uni.slug}-${uni.id}/${course.slug}`,
      `/university/USA/${uni.slug.toUpperCase()}/${course.slug}`,
      `/university/usa/${uni.slug}/${course.slug.toUpperCase()}`,
    ]) {
      const res = await request.get(`/study-abroad${from}`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      expect(new URL(res.headers().location ?? '', 'http://127.0.0.1').pathname, from).toBe(coursePage);
    }
    expect((await request.get(coursePage, { maxRedirects: 0 })).status()).toBe(200);
    for (const missing of [
      `/university/uk/${uni.slug}-${uni.id}/${course.slug}`,
      `/university/usa/${uni.slug}/no-such-course`,
    ]) {
      expect((await request.get(`/study-abroad${missing}`)).status(), missing).toBe(404);
    }

    // Footer partner links already use the canonical address, which answers without a redirect.
    await page.goto('/study-abroad');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Stanford University', exact: true }),
    ).toHaveAttribute('href', canonical);
    expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);

    await page.goto(`/study-abroad/university/usa/stanford-university-${id}`);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stanford University');
  });

  test('every discovery detail page carries the structured data that fits it', async ({ request }) => {
    const course = (await apiCourses(request, { country: ['uk'], educationLevel: 'MASTERS' })).items[0]!;
    const program = (await apiPrograms(request)).items[0]!;
    const pages: [string, string[]][] = [
      ['/university/canada/university-of-toronto', ['CollegeOrUniversity', 'BreadcrumbList', 'FAQPage']],
      ['/university/usa/stanford-university/courses', ['BreadcrumbList']],
      [`/university/uk/${course.university.slug}/${course.slug}`, ['Course', 'BreadcrumbList', 'FAQPage']],
      [`/ua-accelerator-programs/${program.slug}`, ['Course', 'BreadcrumbList']],
    ];
    for (const [path, types] of pages) {
      const ld = await structuredData(request, path);
      expect(
        ld.map((node) => node['@type']),
        path,
      ).toEqual(expect.arrayContaining(types));
    }

    // The courses page's trail runs through its university and ends at itself.
    const ld = await structuredData(request, '/university/usa/stanford-university/courses?level=masters');
    const trail = ld.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    expect(trail.map((step) => step.name)).toEqual([
      'Study abroad',
      'Study in USA',
      'Universities',
      'Stanford University',
      'Masters courses',
    ]);
    expect(trail.at(-1)?.item).toMatch(
      /\/study-abroad\/university\/usa\/stanford-university\/courses\?level=masters$/,
    );
  });

  test('the compare page adds a course by name, removes one, and says what it left out of a link', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/study-abroad/compare-courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare courses');

    /** Searches by name and adds the first course offered; returns its title. */
    const addFirst = async (name: string) => {
      await page.getByRole('searchbox', { name: 'Course name' }).fill(name);
      await page.getByRole('button', { name: 'Find courses' }).click();
      const offered = page.getByRole('list', { name: 'Courses to add' }).getByRole('listitem').first();
      const title = (await offered.getByRole('heading').textContent())!;
      await offered.getByRole('link', { name: /^Add to comparison/ }).click();
      return title;
    };
    const table = page.getByRole('table');
    const first = await addFirst('data science');
    await expect(page).toHaveURL(/\/study-abroad\/compare-courses\?ids=\d+$/);
    await expect(table.getByRole('link', { name: first, exact: true })).toBeVisible();
    const second = await addFirst('law');
    await expect(page).toHaveURL(/\/study-abroad\/compare-courses\?ids=\d+,\d+$/);
    await expect(table.getByRole('link', { name: second, exact: true })).toBeVisible();
    const secondId = new URL(page.url()).searchParams.get('ids')!.split(',')[1];

    await table.getByRole('link', { name: `Remove ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare-courses\\?ids=${secondId}$`));
    await expect(table.getByRole('link', { name: first, exact: true })).toHaveCount(0);
    await table.getByRole('link', { name: `Remove ${second}` }).click();
    await expect(page).toHaveURL(/\/study-abroad\/compare-courses$/);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Add a course' })).toBeVisible();

    // A link that was shared, cut and pasted: a repeat, a course since removed, junk, one too many.
    const [a, b, c, d] = (await apiCourses(request, { country: ['uk'], educationLevel: 'MASTERS' })).items;
    await page.goto(
      `/study-abroad/compare-courses?ids=${a!.id},${a!.id},999999,abc,${b!.id},${c!.id},${d!.id},`,
    );
    const note = page.getByRole('note', { name: 'About this link' });
    await expect(note).toContainText('One course in this link is no longer listed, so it is not shown.');
    await expect(note).toContainText('One part of this link is not a course number and was ignored.');
    await expect(note).toContainText(
      'A comparison holds up to three courses, so the first three are shown and 2 more were left out.',
    );
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Add another course' })).toBeVisible();

    await page.goto(`/study-abroad/compare-courses?ids=${a!.id},${b!.id},${c!.id}`);
    await expect(page.getByRole('note', { name: 'About this link' })).toHaveCount(0);
    await expect(
      page.getByText('A comparison holds three courses. Remove one to add another.'),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Course name' })).toHaveCount(0);

    expect((await request.get('/study-abroad/compare-courses?ids=999999,abc')).status()).toBe(404);
  });
});

interface LdNode {
  '@type': string;
  itemListElement?: { name: string; item: string }[];
}

/** The JSON-LD blocks of a server-rendered page. */
async function structuredData(request: APIRequestContext, path: string): Promise<LdNode[]> {
  const res = await request.get(`/study-abroad${path}`);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as LdNode,
  );
}
