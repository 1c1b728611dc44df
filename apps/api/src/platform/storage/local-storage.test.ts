import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';

const root = () => mkdtempSync(path.join(tmpdir(), 'meridian-files-'));

describe('local storage', () => {
  it('keeps bytes by key until deleted', async () => {
    const storage = localStorage(root());
    const bytes = new Uint8Array([37, 80, 68, 70, 45]);
    expect(await storage.exists('documents/u1/a')).toBe(false);
    await storage.put('documents/u1/a', bytes, { contentType: 'application/pdf' });
    expect(await storage.exists('documents/u1/a')).toBe(true);
    expect(await storage.get('documents/u1/a')).toEqual(bytes);
    await storage.delete('documents/u1/a');
    expect(await storage.get('documents/u1/a')).toBeUndefined();
    await expect(storage.delete('documents/u1/a')).resolves.toBeUndefined();
  });

  it('replaces a file whole and leaves no partial file behind', async () => {
    const dir = root();
    const storage = localStorage(dir);
    await storage.put('k', new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    await storage.put('k', new Uint8Array([4]), { contentType: 'image/png' });
    expect(await storage.get('k')).toEqual(new Uint8Array([4]));
    expect(readdirSync(dir)).toEqual(['k']);
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = localStorage(root());
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../../b', '']) {
      await expect(storage.put(key, new Uint8Array([1]), { contentType: 'image/png' })).rejects.toThrow(
        /not a storage key/,
      );
    }
  });
});
