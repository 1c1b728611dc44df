import path from 'node:path';
import type { ApiConfig } from '#api/env.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured store; `checkStorageSettings` has made sure an S3 driver has what it needs. */
export function createStorage(config: ApiConfig, clock: Clock): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    return s3Storage(
      {
        endpoint: config.S3_ENDPOINT!,
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      },
      { clock },
    );
  }
  return localStorage(path.join(config.DATA_DIR, 'files'));
}
