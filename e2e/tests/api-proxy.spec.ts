import { expect, test } from '../fixtures/test.ts';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

test.describe('same-origin API proxy', () => {
  test('passes a service call through to the API', async ({ request }) => {
    const res = await request.get('/study-abroad/api/pathway/countries/lite');
    expect(res.status()).toBe(200);
    const countries = (await res.json()) as { id: string; slug: string }[];
    expect(countries).toHaveLength(19);
    expect(countries).toContainEqual({ id: 'GBR', name: 'UK', slug: 'uk' });
  });

  test('answers errors in the error model with the catalogue text', async ({ request }) => {
    const missing = await request.get('/study-abroad/api/pathway/country/detail/atlantis');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ status: false, errorCode: 'NOT_FOUND', message: GENERIC });

    const unknownService = await request.get('/study-abroad/api/bank/accounts');
    expect(unknownService.status()).toBe(404);
    expect(await unknownService.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
  });

  test('rejects a body that is not JSON', async ({ request }) => {
    const res = await request.post('/study-abroad/api/lead/anything', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"name": '),
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ status: false, errorCode: 'BAD_REQUEST', message: GENERIC });
  });
});
