import { describe, expect, it } from 'vitest';
import { thirdPartyAllowed } from './third-party.ts';

describe('third-party script gating', () => {
  const excluded = ['/enquiry*', '/profile', '/payments'];
  it('blocks excluded paths and what is under them', () => {
    expect(thirdPartyAllowed('/study-abroad/enquiry', excluded)).toBe(false);
    expect(thirdPartyAllowed('/study-abroad/enquiry-medical', excluded)).toBe(false);
    expect(thirdPartyAllowed('/study-abroad/profile/documents', excluded)).toBe(false);
    expect(thirdPartyAllowed('/study-abroad/payments/status', excluded)).toBe(false);
  });
  it('allows other pages', () => {
    expect(thirdPartyAllowed('/study-abroad/usa', excluded)).toBe(true);
    expect(thirdPartyAllowed('/study-abroad/profiles-of-alumni', excluded)).toBe(true);
    expect(thirdPartyAllowed('/study-abroad', excluded)).toBe(true);
  });
});
