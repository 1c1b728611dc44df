import { describe, expect, it } from 'vitest';
import { scriptsForPage, thirdPartyAllowed, THIRD_PARTY_SCRIPTS } from './third-party.ts';

describe('third-party script gating', () => {
  const excluded = ['/enquiry*', '/profile', '/payments', '/admin'];
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

  const everything = new Set(THIRD_PARTY_SCRIPTS);
  const scripts = (pathname: string, configured = everything) =>
    scriptsForPage(pathname, { configured, excludedPaths: excluded });

  it('loads each script only once it is configured', () => {
    expect(scripts('/study-abroad/usa', new Set())).toEqual([]);
    expect(scripts('/study-abroad/usa', new Set(['chat', 'performance']))).toEqual(['performance', 'chat']);
    expect(scripts('/study-abroad/articles/ielts-tips')).toEqual([
      'analytics',
      'push',
      'monitoring',
      'performance',
      'chat',
    ]);
  });
  it('loads none of them on an excluded path, the staff console included', () => {
    for (const path of [
      '/study-abroad/enquiry2',
      '/study-abroad/profile/documents',
      '/study-abroad/admin/leads',
    ]) {
      expect(scripts(path)).toEqual([]);
    }
  });
  it('lays no chat button over a page with a form, and keeps the other scripts there', () => {
    for (const path of [
      '/study-abroad/login',
      '/study-abroad/contact-us',
      '/study-abroad/booster-program/ielts/apply-now',
    ]) {
      expect(scripts(path)).toEqual(['analytics', 'push', 'monitoring', 'performance']);
    }
  });
});
