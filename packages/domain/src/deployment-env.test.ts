import { describe, expect, it } from 'vitest';
import { deploymentEnv, isProductionHost } from './deployment-env.ts';

describe('production hosts', () => {
  it.each([
    ['prod-www.meridian.study', true],
    ['prod.meridian.study', true],
    ['ww2.meridian.study', true],
    ['PROD.meridian.study', true],
    ['www.meridian.study', false],
    ['staging.meridian.study', false],
    ['products.meridian.study', false],
    ['ww22.meridian.study', false],
    ['127.0.0.1', false],
  ])('%s → %s', (host, production) => {
    expect(isProductionHost(host)).toBe(production);
  });

  it('makes a production host production, even with APP_ENV unset', () => {
    expect(deploymentEnv(undefined, 'https://prod-www.meridian.study')).toBe('production');
    expect(deploymentEnv('production', 'https://ww2.meridian.study/')).toBe('production');
  });

  it('refuses a production host named another environment, so it never seeds demo accounts', () => {
    expect(() => deploymentEnv('staging', 'https://prod.meridian.study')).toThrow(
      'Invalid configuration: APP_ENV: must be production when PUBLIC_WEB_URL is a production host (prod-, prod., ww2.) (got "staging")',
    );
    expect(() => deploymentEnv('development', 'https://ww2.meridian.study')).toThrow(
      /^Invalid configuration: APP_ENV/,
    );
  });

  it('leaves any other host as APP_ENV says: production stays production', () => {
    expect(deploymentEnv('production', 'https://www.meridian.study')).toBe('production');
    expect(deploymentEnv('staging', 'https://staging.meridian.study')).toBe('staging');
    expect(deploymentEnv(undefined, 'http://127.0.0.1:3000')).toBeUndefined();
  });
});
