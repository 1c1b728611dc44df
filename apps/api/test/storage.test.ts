import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '#api/platform/storage/s3-storage.ts';
import type { Storage } from '#api/platform/storage/storage.ts';

// A local S3-compatible server (s3rver). It checks the request shapes and answers as S3 does, but
// does not verify V4 signatures: the signing is checked against AWS's published example in
// src/platform/storage/s3-storage.test.ts.
let server: S3rver;
let storage: Storage;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'meridian-s3-')),
    configureBuckets: [{ name: 'meridian-docs' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = s3Storage({
    endpoint,
    bucket: 'meridian-docs',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await server.close();
});

describe('S3-compatible storage', () => {
  it('puts, reads, checks and deletes an object by key', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]);
    expect(await storage.exists('documents/u1/d1')).toBe(false);
    await storage.put('documents/u1/d1', bytes, { contentType: 'application/pdf' });
    expect(await storage.exists('documents/u1/d1')).toBe(true);
    expect(await storage.get('documents/u1/d1')).toEqual(bytes);
    await storage.delete('documents/u1/d1');
    expect(await storage.exists('documents/u1/d1')).toBe(false);
    expect(await storage.get('documents/u1/d1')).toBeUndefined();
  });

  it('says what went wrong when the bucket does not exist', async () => {
    const missing = s3Storage({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(missing.put('k', new Uint8Array([1]), { contentType: 'image/png' })).rejects.toThrow(
      /storage refused put k: 404.*NoSuchBucket/s,
    );
  });

  it('says the store cannot be reached when nothing answers', async () => {
    const down = s3Storage({
      endpoint: 'http://127.0.0.1:1',
      bucket: 'meridian-docs',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(down.exists('k')).rejects.toThrow(/storage unreachable/);
  });
});
