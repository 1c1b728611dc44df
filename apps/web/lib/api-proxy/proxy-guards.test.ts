import { describe, expect, it } from 'vitest';
import { SCREENSHOT_MAX_BYTES } from '@meridian/domain/extras/schemas';
import { isCrossSiteRequest, JSON_BODY_MAX_BYTES, readProxyBody } from './proxy-guards.ts';
import { BASE_PATH } from '@meridian/domain/base-path';

const SITE = 'https://www.meridian.study';
const MB = 1024 * 1024;

function post(body: BodyInit | undefined, headers: Record<string, string>): Request {
  return new Request(`${SITE}${BASE_PATH}/api/lead`, {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A body sent in chunks with no length declared, as a client streaming it would. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('the API proxy refuses cross-site requests', () => {
  const headers = (values: Record<string, string>) => new Headers({ host: 'www.meridian.study', ...values });

  it('lets a page of this site write and read', () => {
    expect(isCrossSiteRequest('POST', headers({ origin: SITE, 'sec-fetch-site': 'same-origin' }))).toBe(
      false,
    );
    expect(isCrossSiteRequest('DELETE', headers({ origin: SITE }))).toBe(false);
    expect(isCrossSiteRequest('GET', headers({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });

  it("refuses a write from another site's page, by Origin or by Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest('POST', headers({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest('PUT', headers({ origin: 'https://www.meridian.study.evil.example' }))).toBe(
      true,
    );
    expect(isCrossSiteRequest('POST', headers({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest('POST', headers({ origin: SITE, 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest('PATCH', headers({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it("refuses a read opened from another site's link or page, since its answer may set cookies", () => {
    expect(isCrossSiteRequest('GET', headers({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest('GET', headers({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest('GET', headers({ origin: 'https://evil.example' }))).toBe(true);
  });

  it('lets a typed address or bookmark read, and a client that is no browser (no Origin) write', () => {
    expect(isCrossSiteRequest('GET', headers({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSiteRequest('POST', headers({ 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isCrossSiteRequest('POST', headers({}))).toBe(false);
  });
});

describe('the API proxy reads only JSON or an upload, within a limit', () => {
  it('passes JSON on parsed, and a POST without a body as nothing', async () => {
    expect(
      await readProxyBody(
        post('{"name":"Asha"}', { 'content-type': 'application/json; charset=utf-8' }),
        2 * MB,
      ),
    ).toEqual({
      body: { name: 'Asha' },
    });
    expect(await readProxyBody(post(undefined, {}), 2 * MB)).toEqual({ body: undefined });
  });

  it('passes an upload on as form data', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(MB)], 'passport.pdf', { type: 'application/pdf' }));
    form.set('label', 'Passport');
    const read = await readProxyBody(post(form, {}), 2 * MB);
    const body = (read as { body: FormData }).body;
    expect(body.get('label')).toBe('Passport');
    expect((body.get('file') as File).size).toBe(MB);
  });

  it('refuses other content types, and a body without one, with 415', async () => {
    for (const request of [
      post('name=Asha', { 'content-type': 'text/plain' }),
      post('name=Asha', { 'content-type': 'application/x-www-form-urlencoded' }),
      post(new Blob(['{"name":"Asha"}']), {}),
    ]) {
      expect(await readProxyBody(request, 2 * MB)).toEqual({ refusal: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const json = { 'content-type': 'application/json' };
    const tooLong = `"${'x'.repeat(JSON_BODY_MAX_BYTES)}"`;
    expect(await readProxyBody(post(tooLong, json), 2 * MB)).toEqual({ refusal: 'PAYLOAD_TOO_LARGE' });
    expect(await readProxyBody(post(chunked(JSON_BODY_MAX_BYTES + 1), json), 2 * MB)).toEqual({
      refusal: 'PAYLOAD_TOO_LARGE',
    });
    // An upload may be as large as the largest file the API takes (the configured document size).
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], 'scan.pdf'));
      return post(form, {});
    };
    expect(await readProxyBody(upload(8 * MB), 10 * MB)).not.toHaveProperty('refusal');
    expect(await readProxyBody(upload(SCREENSHOT_MAX_BYTES + MB), 2 * MB)).toEqual({
      refusal: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers 400 for malformed JSON, malformed UTF-8, JSON nested too deep and a broken multipart body', async () => {
    const cases = [
      post('{"name":', { 'content-type': 'application/json' }),
      post(`{"extraFields":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`, {
        'content-type': 'application/json',
      }),
      post(new Uint8Array([0x22, 0xff, 0xfe, 0x22]), { 'content-type': 'application/json' }),
      post('--x\r\nnot a part', { 'content-type': 'multipart/form-data; boundary=x' }),
    ];
    for (const request of cases) {
      expect(await readProxyBody(request, 2 * MB)).toEqual({ refusal: 'BAD_REQUEST' });
    }
  });
});
