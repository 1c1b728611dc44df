import { expect, test } from '../fixtures/test.ts';

test.describe('university logos', () => {
  test('listings and detail pages show each university’s crest at a fixed size', async ({ page }) => {
    await page.goto('/study-abroad/canada/universities');
    const logo = page.getByRole('img', { name: 'University of Toronto logo' });
    await expect(logo).toHaveAttribute('width', '40');
    await expect(logo).toHaveAttribute('height', '40');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);

    await page.goto('/study-abroad/university/canada/university-of-toronto');
    const crest = page.getByRole('main').getByRole('img', { name: 'University of Toronto logo' }).first();
    await expect(crest).toHaveAttribute('width', '72');
    await expect.poll(() => crest.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
  });

  test('serves the crest as a long-cached SVG drawn from the name, and 404 for an unknown university', async ({
    request,
  }) => {
    const res = await request.get('/study-abroad/university-logos/university-of-toronto.svg');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(res.headers()['cache-control']).toContain('max-age=31536000');
    const svg = await res.text();
    expect(svg).toContain('<title>University of Toronto</title>');
    expect(svg).toContain('>UT</text>');
    expect((await request.get('/study-abroad/university-logos/no-such-university.svg')).status()).toBe(404);
    expect((await request.get('/study-abroad/university-logos/university-of-toronto.png')).status()).toBe(
      404,
    );
  });
});
