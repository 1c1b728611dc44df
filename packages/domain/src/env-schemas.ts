import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { DEFAULT_DOCUMENT_MAX_BYTES } from './profile/documents.ts';

/** Settings both apps read; each app parses its own env with these pieces (SPEC.md §9 environments). */
export const AppEnv = z.enum(['development', 'staging', 'production']);
export type AppEnv = z.infer<typeof AppEnv>;

export const Port = z.coerce.number().int().min(1).max(65535);

/** A comma-separated setting as its trimmed, non-empty entries (`a, b,,c` → `['a', 'b', 'c']`). */
export const CommaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

/**
 * Front proxies whose `x-forwarded-for` is believed: comma-separated IP addresses or CIDR ranges,
 * or `loopback` for one on this host (the names proxy-addr, which both apps use, understands).
 */
export const ProxyAddresses = CommaList.pipe(
  z.array(
    z
      .string()
      .refine(
        (entry) =>
          entry === 'loopback' ||
          z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(entry).success,
        'must list IP addresses or CIDR ranges (or loopback), separated by commas',
      ),
  ),
);

/** A phone number in international form, as the PHONE_* settings take it. */
export const PhoneE164 = z
  .string()
  .refine(
    (value) => value.startsWith('+') && isValidPhoneNumber(value),
    'must be a valid phone number in E.164, such as +6531234567',
  );

export const BrandSettings = {
  BRAND_NAME: z.string().min(1).default('Meridian'),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
    .default('meridian'),
  SUPPORT_EMAIL: z.email().default('support@meridian.study'),
  /** India's counselling line (SPEC.md §9); unset, no page, PDF or message names a number for India. */
  PHONE_IN: PhoneE164.optional(),
};

/** Uploads: the API refuses a larger document, and the web proxy a larger body before reading it. */
export const UploadSettings = {
  /** SPEC.md §9: 2 MB unless configured. */
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(DEFAULT_DOCUMENT_MAX_BYTES),
};

/**
 * The secret the API sends with `POST {web}/api/revalidate` after publishing, and the web app
 * checks; unset on either side, pages refresh on their 60 s revalidation alone.
 */
export const ContentRevalidationSettings = {
  CONTENT_REVALIDATE_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

/**
 * Variables whose value is or may hold a credential (a password inside a connection URL, a signing
 * secret, an API key or token): a configuration error names them but never repeats their value,
 * since start-up errors end up in logs.
 */
const SECRET_VARIABLE = /SECRET|TOKEN|PASSWORD|KEY|DATABASE_URL|SMTP_URL/;

/**
 * Parses `source` with `schema`; on failure throws one line naming the first bad variable,
 * e.g. `Invalid configuration: API_PORT must be a number between 1 and 65535 (got "abc")`; the
 * value of a secret variable is left out.
 */
export function parseEnv<T extends z.ZodObject>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const got = SECRET_VARIABLE.test(name) ? undefined : source[name];
  throw new ConfigError(
    `Invalid configuration: ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`,
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
