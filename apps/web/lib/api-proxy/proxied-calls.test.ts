import { describe, expect, it } from 'vitest';
import { isRefusedCall, startsSession } from './proxied-calls.ts';

describe('the calls the API proxy passes on', () => {
  it('refuses session renewal, logout, developer views and paths leaving their service', () => {
    expect(isRefusedCall('auth', ['refresh'])).toBe(true);
    expect(isRefusedCall('auth', ['logout'])).toBe(true);
    expect(isRefusedCall('lead', ['dev', 'outbox'])).toBe(true);
    expect(isRefusedCall('auth', ['dev', 'sessions'])).toBe(true);
    expect(isRefusedCall('lead', ['..', 'dev', 'outbox'])).toBe(true);
    expect(isRefusedCall('lead', ['.', 'x'])).toBe(true);
  });

  it('passes every other call on', () => {
    expect(isRefusedCall('lead', [])).toBe(false);
    expect(isRefusedCall('auth', ['otp', 'verify'])).toBe(false);
    expect(isRefusedCall('pathway', ['countries', 'lite'])).toBe(false);
    expect(isRefusedCall('cms', ['refresh'])).toBe(false);
  });

  it('keeps tokens only from a verified login or registration OTP', () => {
    expect(startsSession('auth', ['otp', 'verify'], 'POST')).toBe(true);
    expect(startsSession('auth', ['otp', 'verify'], 'GET')).toBe(false);
    expect(startsSession('auth', ['refresh'], 'GET')).toBe(false);
    expect(startsSession('lead', ['otp', 'verify'], 'POST')).toBe(false);
  });
});
