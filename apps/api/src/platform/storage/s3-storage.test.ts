import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';

/** AWS's published Signature V4 example (S3 GET Object, "Example: GET Object"). */
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('S3 request signing', () => {
  it('reproduces the signature AWS publishes for its GET Object example', async () => {
    const signer = new AwsV4Signer({
      ...AWS_EXAMPLE,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  // Recorded once and checked by hand-computing SigV4 over the canonical request
  // (PUT, path, host, x-amz-content-sha256 UNSIGNED-PAYLOAD, x-amz-date).
  it('sends a put path-style to the bucket, signed at the clock’s time (recorded request)', async () => {
    const sent: Request[] = [];
    const storage = s3Storage(
      { ...AWS_EXAMPLE, endpoint: 'https://storage.example.in/', bucket: 'meridian-docs' },
      {
        fetch: async (input) => {
          sent.push(input as Request);
          return new Response(null, { status: 200 });
        },
        clock: () => new Date('2026-11-25T10:30:00.000Z'),
      },
    );
    await storage.put('documents/u1/offer-letter.pdf', new Uint8Array([37, 80, 68, 70]), {
      contentType: 'application/pdf',
    });
    const request = sent[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://storage.example.in/meridian-docs/documents/u1/offer-letter.pdf');
    expect(request.headers.get('content-type')).toBe('application/pdf');
    expect(request.headers.get('x-amz-date')).toBe('20261125T103000Z');
    expect(request.headers.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20261125/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=413d2811ed157234b9720f70a87420b56ea54cce5ab9f431c0668174ae0322b2',
    );
  });

  it('refuses a key that would leave the bucket prefix', async () => {
    const storage = s3Storage(
      { ...AWS_EXAMPLE, endpoint: 'https://s.example.in', bucket: 'b' },
      {
        fetch: async () => new Response(null),
      },
    );
    await expect(storage.get('documents/../secrets')).rejects.toThrow(/not a storage key/);
  });
});
