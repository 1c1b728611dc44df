import { describe, expect, it } from 'vitest';
import { PageRuleInput, pickPageRule, rulePathOf } from './page-configuration.ts';

const rule = (
  id: number,
  region: 'default' | 'vn' | 'sa' | 'all',
  path: string,
  match: 'exact' | 'prefix',
) => ({
  id,
  region,
  path,
  match,
});

const RULES = [
  rule(1, 'all', '/universities', 'prefix'),
  rule(2, 'all', '/universities/canada', 'prefix'),
  rule(3, 'all', '/universities/canada/toronto', 'exact'),
  rule(4, 'vn', '/universities', 'prefix'),
  rule(5, 'default', '/usa', 'exact'),
  rule(6, 'all', '/', 'prefix'),
];

const pick = (pageUrl: string, region: 'default' | 'vn' | 'sa' = 'default') =>
  pickPageRule(RULES, { pageUrl, region })?.id;

describe('the page rule that applies', () => {
  it('is the most specific: an exact page, then the longest prefix, then the variant’s own', () => {
    expect(pick('/study-abroad/universities/canada/toronto')).toBe(3);
    expect(pick('/study-abroad/universities/canada/mcgill')).toBe(2);
    expect(pick('/study-abroad/universities/canada')).toBe(2);
    expect(pick('/study-abroad/universities')).toBe(1);
    expect(pick('/study-abroad/universities', 'vn')).toBe(4);
    expect(pick('/study-abroad/universities/canada', 'vn')).toBe(2);
  });

  it('matches an exact rule on that page alone, and a prefix on whole path segments', () => {
    expect(pick('/study-abroad/usa')).toBe(5);
    expect(pick('/study-abroad/usa', 'sa')).toBe(6);
    expect(pick('/study-abroad/usa/courses')).toBe(6);
    expect(pick('/study-abroad/universities-ranking')).toBe(6);
    expect(
      pickPageRule(RULES.slice(0, 5), { pageUrl: '/study-abroad/uk', region: 'default' }),
    ).toBeUndefined();
  });

  it('reads the page’s path without the base path, query, fragment or trailing slash', () => {
    expect(rulePathOf('/study-abroad/usa/?utm_source=x#top')).toBe('/usa');
    expect(rulePathOf('/study-abroad')).toBe('/');
    expect(rulePathOf('/usa')).toBe('/usa');
    expect(pick('/study-abroad/usa/?utm_source=x')).toBe(5);
  });
});

describe('a page rule as an editor writes it', () => {
  const valid = {
    region: 'all',
    path: '/usa',
    match: 'prefix',
    popup: true,
    delaySeconds: 5,
    layout: 'popform',
    heading: null,
    intro: null,
    active: true,
  };
  const refusal = (patch: object) => {
    const issue = PageRuleInput.safeParse({ ...valid, ...patch }).error?.issues[0];
    return issue && { field: issue.path.join('.'), message: issue.message };
  };

  it('names the field at fault with what to do', () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ path: '/usa*' })).toMatchObject({
      field: 'path',
      message: expect.stringContaining('/usa'),
    });
    expect(refusal({ path: 'usa' })?.field).toBe('path');
    expect(refusal({ path: '/usa/' })?.field).toBe('path');
    expect(refusal({ path: '/study-abroad/usa' })?.message).toContain('Leave out /study-abroad');
    expect(refusal({ delaySeconds: 601 })).toMatchObject({
      field: 'delaySeconds',
      message: expect.stringContaining('0 to 600'),
    });
    expect(refusal({ delaySeconds: -1 })?.field).toBe('delaySeconds');
    expect(refusal({ layout: 'enquiry99' })).toMatchObject({
      field: 'layout',
      message: expect.stringContaining('enquiry2'),
    });
    expect(refusal({ layout: 'apply-program' })?.field).toBe('layout');
  });
});
