import { expect, test } from '../fixtures/test.ts';

const NOT_FOUND_HEADING = 'We could not find that page';

test.describe('discovery edges', () => {
  test('a listing page past the last one, or an absurd page number, is the 404 page', async ({
    page,
    request,
  }) => {
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
      const response = await page.goto(`/study-abroad${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(NOT_FOUND_HEADING);
    }
    for (const absurd of ['1e30', '-3', '999999999999999999999999999999', '2.5']) {
      const response = await page.goto(`/study-abroad/usa/masters?page=${absurd}`);
      expect(response?.status(), absurd).toBe(404);
      expect(page.url()).toMatch(/\/study-abroad\/404$/);
    }
    // The pages that exist still answer, the second one included.
    for (const path of ['/usa/masters?page=2', '/usa/universities?page=2', '/universities?page=9']) {
      expect((await request.get(`/study-abroad${path}`)).status(), path).toBe(200);
    }
  });

  test('an over-long slug is the 404 page, never a server error', async ({ page, request }) => {
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
});
