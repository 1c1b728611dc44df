/**
 * Where uploaded files live, by key: a local folder by default, any S3-compatible store when
 * configured. Keys are paths of plain segments (`documents/{userId}/{id}`), never `..`.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The bytes, or `undefined` when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageError extends Error {
  override name = 'StorageError';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Refuses a key that could leave its folder or bucket prefix (`..`, absolute, empty segments). */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment) && segment !== '..')) {
    throw new StorageError(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
