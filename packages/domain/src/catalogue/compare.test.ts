import { describe, expect, it } from 'vitest';
import { compareButtonText, readCompareLink } from './compare.ts';

describe('compare link', () => {
  it('reads up to three course ids in the order given', () => {
    expect(readCompareLink('12,34,56')).toEqual({ ids: [12, 34, 56], malformed: 0, overflow: 0 });
    expect(readCompareLink(' 7 ')).toEqual({ ids: [7], malformed: 0, overflow: 0 });
  });

  it('reads nothing from an absent or empty link', () => {
    expect(readCompareLink(undefined)).toEqual({ ids: [], malformed: 0, overflow: 0 });
    expect(readCompareLink('')).toEqual({ ids: [], malformed: 0, overflow: 0 });
  });

  it('skips empty parts of a link cut short and counts a repeated id once', () => {
    expect(readCompareLink('12,,34,')).toEqual({ ids: [12, 34], malformed: 0, overflow: 0 });
    expect(readCompareLink('12,12,34,12')).toEqual({ ids: [12, 34], malformed: 0, overflow: 0 });
  });

  it('counts the parts that are not course ids', () => {
    expect(readCompareLink('abc,12,-1,1e3,0,1234567890,4.5')).toEqual({
      ids: [12],
      malformed: 6,
      overflow: 0,
    });
  });

  it('keeps the first three ids and counts the distinct ones left out', () => {
    expect(readCompareLink('1,2,3,4,5')).toEqual({ ids: [1, 2, 3], malformed: 0, overflow: 2 });
    expect(readCompareLink('1,2,3,4,4,1')).toEqual({ ids: [1, 2, 3], malformed: 0, overflow: 1 });
  });
});

describe('compareButtonText', () => {
  it('counts two or more picks in the plural and asks for a second pick', () => {
    expect(compareButtonText(2)).toBe('Compare 2 courses');
    expect(compareButtonText(3)).toBe('Compare 3 courses');
    expect(compareButtonText(1)).toBe('Pick one more course to compare');
    expect(compareButtonText(0)).toBe('Pick two courses to compare');
  });
});
