import { describe, expect, it } from 'vitest';
import { acceptedRequestId } from './request-id.ts';

describe('acceptedRequestId', () => {
  it("keeps a load balancer's or a uuid id", () => {
    expect(acceptedRequestId('9f1c2b7e-3a4d-4e5f-8a6b-7c8d9e0f1a2b')).toBe(
      '9f1c2b7e-3a4d-4e5f-8a6b-7c8d9e0f1a2b',
    );
    expect(acceptedRequestId('f3a9c1d2e4b5a6978877665544332211')).toBe('f3a9c1d2e4b5a6978877665544332211');
  });

  it('refuses ids that could forge or flood a log line', () => {
    expect(acceptedRequestId('abc\n{"level":50}')).toBeUndefined();
    expect(acceptedRequestId('a'.repeat(129))).toBeUndefined();
    expect(acceptedRequestId('short')).toBeUndefined();
    expect(acceptedRequestId(undefined)).toBeUndefined();
  });
});
