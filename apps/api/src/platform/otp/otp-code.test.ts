import { describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, otpMatches } from './otp-code.ts';

const secret = 'a'.repeat(40);
const requestId = '7d4f7a52-3f57-4f7e-9b43-3c1f0a3b2d11';

describe('OTP codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('are stored as a keyed hash that only the right code matches', () => {
    const hash = hashOtp({ secret, requestId, code: '042917' });
    expect(hash).not.toContain('042917');
    expect(otpMatches({ secret, requestId, code: '042917', hash })).toBe(true);
    expect(otpMatches({ secret, requestId, code: '042918', hash })).toBe(false);
    expect(otpMatches({ secret: 'b'.repeat(40), requestId, code: '042917', hash })).toBe(false);
    expect(otpMatches({ secret, requestId: requestId.replace('7d', '8d'), code: '042917', hash })).toBe(
      false,
    );
  });
});
