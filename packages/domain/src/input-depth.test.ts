import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, nestedTooDeep } from './input-depth.ts';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

describe('nestedTooDeep', () => {
  it('allows a value up to the limit and refuses one level more', () => {
    expect(nestedTooDeep(nested(MAX_INPUT_DEPTH))).toBe(false);
    expect(nestedTooDeep(nested(MAX_INPUT_DEPTH + 1))).toBe(true);
    expect(nestedTooDeep({ name: 'Ananya', extraFields: { utm_source: 'google' } })).toBe(false);
  });

  it('answers for a value far deeper than the call stack allows', () => {
    expect(nestedTooDeep(nested(200_000))).toBe(true);
  });
});
