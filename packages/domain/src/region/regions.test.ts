import { describe, expect, it } from 'vitest';
import { regionFromHost } from './regions.ts';

describe('region from host', () => {
  it.each([
    ['vn.localhost:3000', 'vn'],
    ['vn.meridian.study', 'vn'],
    ['SA.meridian.study', 'sa'],
    ['sa.localhost', 'sa'],
    ['www.meridian.study', 'default'],
    ['127.0.0.1:3000', 'default'],
    ['vnexpress.net', 'default'],
    [null, 'default'],
  ])('%s → %s', (host, region) => {
    expect(regionFromHost(host)).toBe(region);
  });
});
