import { AwsClient } from 'aws4fetch';
import type { Clock } from '#api/platform/module-deps.ts';
import { checkStorageKey, StorageError, type Storage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …), addressed path-style (`{endpoint}/{bucket}/{key}`),
 * which every compatible store answers; requests are signed with AWS Signature V4 at the clock's
 * time. `fetch` and the clock are injectable so the signing can be checked without a network.
 */
export function s3Storage(
  settings: S3Settings,
  options: { fetch?: typeof fetch; clock?: Clock } = {},
): Storage {
  const fetchImpl = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) =>
    `${base}/${encodeURIComponent(settings.bucket)}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;

  async function send(key: string, init: RequestInit): Promise<Response> {
    // SigV4's timestamp form: 20130524T000000Z.
    const datetime = clock()
      .toISOString()
      .replace(/[:-]|\.\d{3}/g, '');
    const request = await client.sign(urlOf(key), { ...init, aws: { datetime } });
    let response: Response;
    try {
      response = await fetchImpl(request);
    } catch (error) {
      throw new StorageError(`storage unreachable: ${(error as Error).message}`);
    }
    return response;
  }

  const refuse = async (what: string, response: Response) =>
    new StorageError(`storage refused ${what}: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    async put(key, bytes, { contentType }) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await refuse(`put ${key}`, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw await refuse(`get ${key}`, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await refuse(`delete ${key}`, response);
      await response.body?.cancel();
    },
    async exists(key) {
      const response = await send(key, { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw await refuse(`head ${key}`, response);
      return true;
    },
  };
}
