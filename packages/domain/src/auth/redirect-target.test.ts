import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeRedirectTarget('/study-abroad/profile/documents')).toBe('/study-abroad/profile/documents');
    expect(safeRedirectTarget('/study-abroad/webinar/42?from=mail#join')).toBe(
      '/study-abroad/webinar/42?from=mail#join',
    );
    expect(safeRedirectTarget('/study-abroad')).toBe('/study-abroad');
  });

  it('sends home when there is no redirect', () => {
    expect(safeRedirectTarget(undefined)).toBe('/study-abroad/');
    expect(safeRedirectTarget(null)).toBe('/study-abroad/');
    expect(safeRedirectTarget('')).toBe('/study-abroad/');
  });

  it('never leaves the site', () => {
    for (const attack of [
      '//evil.example/study-abroad/',
      'https://evil.example/study-abroad/profile',
      'http:evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/study-abroad/\\..\\..\\evil',
      ' //evil.example',
      'evil.example',
    ]) {
      expect(safeRedirectTarget(attack), attack).toBe('/study-abroad/');
    }
  });

  it('keeps to the base path: other paths of the host, or ones that climb out of it, go home', () => {
    expect(safeRedirectTarget('/admin')).toBe('/study-abroad/');
    expect(safeRedirectTarget('/study-abroad-evil/page')).toBe('/study-abroad/');
    expect(safeRedirectTarget('/study-abroad/../other')).toBe('/study-abroad/');
    expect(safeRedirectTarget('/study-abroad/%2e%2e/other')).toBe('/study-abroad/');
  });
});
