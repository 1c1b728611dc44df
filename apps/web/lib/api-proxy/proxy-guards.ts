import { SCREENSHOT_MAX_BYTES } from '@meridian/domain/extras/schemas';
import { nestedTooDeep } from '@meridian/domain/input-depth';

/**
 * The checks the same-origin API proxy makes before it reads a write's body (issue 19): only this
 * site's pages may write, only as JSON or a multipart upload, and never more than a limit.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's own JSON limit (Fastify's default), so the proxy never passes on what the API refuses. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Room around the file in an upload: the boundaries, part headers and the form's other fields. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

export type BodyKind = 'json' | 'multipart' | 'none';

/**
 * Whether a request comes from another site's page or link. Browsers send `Origin` with every write
 * and `Sec-Fetch-Site` when they know it; a request with neither is not a browser's, so it cannot
 * carry a visitor's cookies against their will. A read is refused the same way, since answering it
 * may set cookies (a refreshed session, or one cleared), except when the visitor typed the address
 * or opened a bookmark (`none`).
 */
export function isCrossSiteRequest(method: string, headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  const allowed = WRITE_METHODS.has(method) ? ['same-origin'] : ['same-origin', 'none'];
  if (fetchSite !== null && !allowed.includes(fetchSite)) return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  return hostOf(origin) !== headers.get('host')?.toLowerCase();
}

/** `Origin: null` (a sandboxed frame, a file) and anything unparsable match no host. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** What a write's body is by its content type; undefined for a type the API never takes. */
export function bodyKindOf(headers: Headers): BodyKind | undefined {
  const type = headers.get('content-type');
  if (type === null) return 'none';
  const essence = type.split(';', 1)[0]!.trim().toLowerCase();
  if (essence === 'application/json') return 'json';
  if (essence === 'multipart/form-data') return 'multipart';
  return undefined;
}

/** The most a body of that kind may hold: an upload the largest file the API takes, plus its envelope. */
export function bodyLimitFor(kind: BodyKind, documentMaxBytes: number): number {
  if (kind === 'none') return 0;
  if (kind === 'json') return JSON_BODY_MAX_BYTES;
  return Math.max(documentMaxBytes, SCREENSHOT_MAX_BYTES) + MULTIPART_ENVELOPE_BYTES;
}

/**
 * The body's bytes, or undefined once it passes `limit`: a declared length over it is refused
 * unread, and a body sent in chunks is cut off at the first byte over it, so it is never held whole.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}

export type ProxyBody =
  { body: unknown } | { refusal: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST' };

/**
 * A write's body as the API client sends it on: parsed JSON, form data for an upload, or nothing
 * (a POST whose data is in the query). Anything else is refused with its catalogue code.
 */
export async function readProxyBody(request: Request, documentMaxBytes: number): Promise<ProxyBody> {
  const kind = bodyKindOf(request.headers);
  if (kind === undefined) return { refusal: 'UNSUPPORTED_MEDIA_TYPE' };
  const bytes = await readBodyWithin(request, bodyLimitFor(kind, documentMaxBytes));
  // Bytes without a content type are as unreadable as a wrong type.
  if (bytes === undefined)
    return { refusal: kind === 'none' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE' };
  try {
    if (kind === 'multipart') {
      const type = request.headers.get('content-type')!;
      return { body: await new Response(bytes, { headers: { 'content-type': type } }).formData() };
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    // Sent on, a value nested too deep would overflow JSON.stringify's stack: a 500, not a 400.
    return nestedTooDeep(body) ? { refusal: 'BAD_REQUEST' } : { body };
  } catch {
    return { refusal: 'BAD_REQUEST' };
  }
}
