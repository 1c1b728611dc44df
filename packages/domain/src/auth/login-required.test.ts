import { describe, expect, it } from 'vitest';
import { isLoginRequired, loginPathFor } from './login-required.ts';

describe('isLoginRequired', () => {
  it('guards the profile area, recommendations, alumni connect, payment status, the back office and the fair check-in', () => {
    for (const path of [
      '/study-abroad/profile',
      '/study-abroad/profile/documents',
      '/study-abroad/profile/lms',
      '/study-abroad/alumni-connect',
      '/study-abroad/counselor-recommendation',
      '/study-abroad/counsellor/recommendation',
      '/study-abroad/view-recommendation',
      '/study-abroad/payments/status',
      '/study-abroad/admin',
      '/study-abroad/admin/articles/12',
      '/study-abroad/events/check-in/eyJyZWdpc3RyYXRpb24iOiJ4In0.abc.def',
    ]) {
      expect(isLoginRequired(path), path).toBe(true);
    }
  });

  it('guards a webinar page and the booster apply-now pages, not their listings', () => {
    expect(isLoginRequired('/study-abroad/webinar/42')).toBe(true);
    expect(isLoginRequired('/study-abroad/booster-program/apply-now')).toBe(true);
    expect(isLoginRequired('/study-abroad/booster-program/sa-lite/apply-now')).toBe(true);
    expect(isLoginRequired('/study-abroad/webinar')).toBe(false);
    expect(isLoginRequired('/study-abroad/webinars')).toBe(false);
    expect(isLoginRequired('/study-abroad/booster-program')).toBe(false);
    expect(isLoginRequired('/study-abroad/booster-program/sa-lite')).toBe(false);
  });

  it('leaves content pages, the login page and the not-found page open', () => {
    for (const path of [
      '/study-abroad/',
      '/study-abroad/usa',
      '/study-abroad/login',
      '/study-abroad/404',
      '/study-abroad/profile-questions',
      '/study-abroad/payments',
      '/study-abroad/administration-courses',
    ]) {
      expect(isLoginRequired(path), path).toBe(false);
    }
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to in the redirect parameter', () => {
    expect(loginPathFor('/study-abroad/profile?tab=1')).toBe(
      '/study-abroad/login?redirect=%2Fstudy-abroad%2Fprofile%3Ftab%3D1',
    );
  });
});
