import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_RESPONSE_MESSAGE, TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';
import { ApiError } from './api-error.ts';
import { createBrowserClient } from './browser-client.ts';
import { BASE_PATH } from '@meridian/domain/base-path';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

/** Where the browser client sends calls: the same-origin API proxy under the base path. */
const API = `${BASE_PATH}/api`;

/** A stand-in for the same-origin proxy on 127.0.0.1, answering as it does. */
let server: Server;
let origin: string;
let seen: { url: string; contentType: string | undefined; body: string }[] = [];

function envelope(
  res: ServerResponse,
  status: number,
  errorCode: string,
  message: string,
  fault?: { field: string; detail: string },
) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: false, errorCode, message, ...fault }));
}

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  switch (url.pathname.slice(API.length)) {
    case '/lead/bad-mobile':
      return envelope(res, 400, 'BAD_REQUEST', GENERIC, {
        field: 'body.mobile',
        detail: 'must be a valid mobile number (10 digits)',
      });
    case '/lead/otp/verify':
      return envelope(res, 400, 'LS_OTP_1100', 'The OTP does not match. Please re-enter the OTP.');
    case '/lead/otp/expired':
      return envelope(res, 400, 'LS_OTP_1100', 'The OTP does not match. Please re-enter the OTP.', {
        field: 'otp',
        detail: 'this OTP has expired; press Resend OTP for a new one',
      });
    case '/lead/parenthesis':
      // A text that ends in brackets is not a field unless the answer names one.
      return envelope(res, 409, 'UM_MA_4003', 'This mobile number already exists. (mobile: taken)');
    case '/cms/gateway':
      res.statusCode = 502;
      return res.end('<html>Bad gateway</html>');
    case '/cms/slow':
      return setTimeout(() => res.end('{}'), 1000);
    default:
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ path: url.pathname, query: url.search, body }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', contentType: req.headers['content-type'], body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

/** The browser resolves the proxy's relative address against the page; here, against the stand-in. */
const client = createBrowserClient({
  fetch: (input, init) => fetch(new URL(String(input), origin), init),
});

const Echo = z.object({ path: z.string(), query: z.string(), body: z.string() });

describe('browser client', () => {
  it('calls the service through the proxy with the query and a JSON body', async () => {
    const result = await client.request('lead', '/preferences', {
      method: 'PUT',
      query: { token: 'a b', page: 2, skipped: undefined },
      body: { stopSms: true },
      schema: Echo,
    });
    expect(result).toEqual({
      path: `${API}/lead/preferences`,
      query: '?token=a+b&page=2',
      body: '{"stopSms":true}',
    });
    expect(seen[0]?.contentType).toBe('application/json');
  });

  it('sends a FormData body as multipart', async () => {
    const form = new FormData();
    form.set('screenshot', new Blob(['PNGBYTES'], { type: 'image/png' }), 'page.png');
    const result = await client.request('user', '/report-error', {
      method: 'POST',
      body: form,
      schema: Echo,
    });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.body).toContain('filename="page.png"');
  });

  it('gives the field a 400 names, apart from the catalogue text', async () => {
    const error = await client
      .request('lead', '/bad-mobile', { method: 'POST', body: {}, schema: Echo })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'BAD_REQUEST',
      message: GENERIC,
      field: 'body.mobile',
      detail: 'must be a valid mobile number (10 digits)',
      formField: 'mobile',
    });
    expect((error as ApiError).fieldErrorIn(['name', 'mobile'])).toEqual({
      field: 'mobile',
      message: 'Must be a valid mobile number (10 digits)',
    });
    expect((error as ApiError).fieldErrorIn(['name', 'email'])).toBeUndefined();
  });

  it('keeps the error code and its catalogue text when no field is named', async () => {
    await expect(
      client.request('lead', '/otp/verify', { method: 'POST', schema: Echo }),
    ).rejects.toMatchObject({
      status: 400,
      errorCode: 'LS_OTP_1100',
      message: 'The OTP does not match. Please re-enter the OTP.',
      field: undefined,
    });
  });

  it('reads the field from the answer’s data, never from the shape of its text', async () => {
    await expect(
      client.request('lead', '/parenthesis', { method: 'POST', schema: Echo }),
    ).rejects.toMatchObject({ errorCode: 'UM_MA_4003', field: undefined });
  });

  it('names a field a service gave without the body prefix the same way', async () => {
    await expect(
      client.request('lead', '/otp/expired', { method: 'POST', schema: Echo }),
    ).rejects.toMatchObject({
      errorCode: 'LS_OTP_1100',
      message: 'The OTP does not match. Please re-enter the OTP.',
      field: 'otp',
      formField: 'otp',
      detail: 'this OTP has expired; press Resend OTP for a new one',
    });
  });

  it('shows the connection text for an answer that is not the error envelope', async () => {
    await expect(client.request('cms', '/gateway', { schema: Echo })).rejects.toMatchObject({
      status: 502,
      message: NO_RESPONSE_MESSAGE,
    });
  });

  it('shows the connection text when nothing answers', async () => {
    const offline = createBrowserClient({
      fetch: (input, init) => fetch(new URL(String(input), 'http://127.0.0.1:9'), init),
    });
    await expect(offline.request('cms', '/meta', { schema: Echo })).rejects.toMatchObject({
      status: 0,
      errorCode: 'NO_RESPONSE',
      message: NO_RESPONSE_MESSAGE,
    });
  });

  it('shows the timeout text when the answer takes too long', async () => {
    await expect(client.request('cms', '/slow', { schema: Echo, timeoutMs: 100 })).rejects.toMatchObject({
      status: 0,
      errorCode: 'TIMEOUT',
      message: TIMEOUT_MESSAGE,
    });
  });

  it('rejects with the caller’s reason when the caller cancels', async () => {
    const cancel = new AbortController();
    const call = client.request('cms', '/slow', { schema: Echo, signal: cancel.signal });
    cancel.abort(new DOMException('left the page', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });
});

/** Enough of XMLHttpRequest to play an upload: progress events, then an answer or a failure. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('browser client upload', () => {
  const uploader = createBrowserClient({ xhr: () => new FakeXhr() as unknown as XMLHttpRequest });
  const Saved = z.object({ id: z.number() });

  function start(onProgress?: (fraction: number) => void) {
    const form = new FormData();
    form.set('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'marks.pdf');
    const call = uploader.upload('user', '/documents', {
      body: form,
      query: { label: 'Marks' },
      schema: Saved,
      ...(onProgress ? { onProgress } : {}),
    });
    return { call, xhr: FakeXhr.last, form };
  }

  it('reports the share sent as it goes and resolves with the parsed answer', async () => {
    const fractions: number[] = [];
    const { call, xhr, form } = start((fraction) => fractions.push(fraction));
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(['POST', `${API}/user/documents?label=Marks`, form]);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { id: 7 });
    await expect(call).resolves.toEqual({ id: 7 });
    expect(fractions).toEqual([0.25, 1]);
  });

  it('rejects with the same typed error as a request', async () => {
    const { call, xhr } = start();
    xhr.answer(400, {
      status: false,
      errorCode: 'UNSUPPORTED_FILE',
      message: 'Unsupported file. Please upload a PNG, JPEG, JPG or PDF file.',
      field: 'body.file',
      detail: 'is not a PDF or image',
    });
    await expect(call).rejects.toMatchObject({
      status: 400,
      errorCode: 'UNSUPPORTED_FILE',
      message: 'Unsupported file. Please upload a PNG, JPEG, JPG or PDF file.',
      formField: 'file',
      detail: 'is not a PDF or image',
    });
  });

  it('gives the connection and timeout texts when the upload fails or stalls', async () => {
    const failed = start();
    failed.xhr.onerror?.();
    await expect(failed.call).rejects.toMatchObject({
      errorCode: 'NO_RESPONSE',
      message: NO_RESPONSE_MESSAGE,
    });
    const stalled = start();
    expect(stalled.xhr.timeout).toBeGreaterThan(0);
    stalled.xhr.ontimeout?.();
    await expect(stalled.call).rejects.toMatchObject({ errorCode: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });
});
