import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createContentRevalidation } from './content-revalidation.ts';

const logged = { info: vi.fn(), warn: vi.fn() };
const log = logged as unknown as FastifyBaseLogger;
beforeEach(() => vi.clearAllMocks());

describe('content revalidation', () => {
  it('posts the tags to the web app with the shared secret', async () => {
    const fetch = vi.fn(async () => Response.json({ revalidated: ['menus'] }));
    const revalidate = createContentRevalidation({
      webUrls: ['http://web:3000/'],
      secret: 's'.repeat(32),
      log,
      fetch,
    });
    await revalidate(['menus', 'country:usa']);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://web:3000/study-abroad/api/revalidate');
    expect(init.headers).toMatchObject({ authorization: `Bearer ${'s'.repeat(32)}` });
    expect(JSON.parse(String(init.body))).toEqual({ tags: ['menus', 'country:usa'] });
  });

  it('names at most 100 tags a request, as the web app accepts', async () => {
    const fetch = vi.fn(async () => Response.json({ revalidated: [] }));
    const tags = Array.from({ length: 150 }, (_, i) => `university:u${i}`);
    await createContentRevalidation({ webUrls: ['http://web:3000'], secret: 's'.repeat(32), log, fetch })(
      tags,
    );
    const sent = (fetch.mock.calls as unknown as [string, RequestInit][]).map(
      ([, init]) => (JSON.parse(String(init.body)) as { tags: string[] }).tags,
    );
    expect(sent.map((batch) => batch.length)).toEqual([100, 50]);
    expect(sent.flat()).toEqual(tags);
  });

  it('tells every web replica named', async () => {
    const fetch = vi.fn(async () => Response.json({ revalidated: ['home'] }));
    await createContentRevalidation({
      webUrls: ['http://web-1:3000', 'http://web-2:3000'],
      secret: 's'.repeat(32),
      log,
      fetch,
    })(['home']);
    const urls = (fetch.mock.calls as unknown as [string][]).map(([url]) => url).sort();
    expect(urls).toEqual([
      'http://web-1:3000/study-abroad/api/revalidate',
      'http://web-2:3000/study-abroad/api/revalidate',
    ]);
  });

  it('does nothing but log when the web app or secret is not configured', async () => {
    const fetch = vi.fn();
    await createContentRevalidation({ webUrls: [], secret: 's'.repeat(32), log, fetch })(['menus']);
    expect(fetch).not.toHaveBeenCalled();
    expect(logged.info).toHaveBeenCalledOnce();
  });

  it('never fails a publish when the web app does not answer', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      createContentRevalidation({ webUrls: ['http://web:3000'], secret: 's'.repeat(32), log, fetch })([
        'home',
      ]),
    ).resolves.toBeUndefined();
    expect(logged.warn).toHaveBeenCalledOnce();
  });
});
