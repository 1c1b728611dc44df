import { z } from 'zod';
import { ConfigError, UploadSettings } from '@meridian/domain/env-schemas';

const Optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/** File storage: `DATA_DIR/files` by default, an S3-compatible bucket with `STORAGE_DRIVER=s3`. */
export const StorageSettings = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: Optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  S3_BUCKET: Optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: Optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: Optional(z.string().min(1)),
  ...UploadSettings,
};

type Settings = z.infer<z.ZodObject<typeof StorageSettings>>;

/** An S3 driver without its bucket or keys stops start-up with one line naming the variable. */
export function checkStorageSettings(env: Settings): void {
  if (env.STORAGE_DRIVER !== 's3') return;
  for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name])
      throw new ConfigError(`Invalid configuration: ${name}: required when STORAGE_DRIVER is s3`);
  }
}
