import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const Schema = z.object({ email: z.email('Please enter a valid email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, on the first check, and checks with it', async () => {
    const load = vi.fn(async () => Schema);
    const { resolver } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: 'not-an-email' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Please enter a valid email address');
    const accepted = await resolver({ email: 'aarav@example.com' }, undefined, options);
    expect(accepted.values).toEqual({ email: 'aarav@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and the check then waits for nothing more', async () => {
    const load = vi.fn(async () => Schema);
    const { resolver, preload } = lazyZodResolver(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'aarav@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
