import { expect, test } from '../fixtures/test.ts';

const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

test.describe('security headers', () => {
  test('a page and an API call through the proxy carry them; HSTS waits for production', async ({
    page,
    request,
  }) => {
    const pageAnswer = await page.goto('/study-abroad/contact-us');
    expect(pageAnswer?.status()).toBe(200);
    expect(await pageAnswer!.allHeaders()).toMatchObject(SECURITY_HEADERS);

    const api = await request.get('/study-abroad/api/pathway/countries/lite');
    expect(api.status()).toBe(200);
    expect(api.headers()).toMatchObject(SECURITY_HEADERS);
    expect(api.headers()).not.toHaveProperty('strict-transport-security');
  });
});
