import { z } from 'zod';

/** The services of SPEC.md §7 and the site search (issue 34), each mounted under its own prefix and its own configurable base URL. */
export const SERVICES = [
  'lead',
  'pathway',
  'webinar',
  'auth',
  'cms',
  'user',
  'payment',
  'recommendation',
  'calculator',
  'search',
] as const;
export type ServiceName = (typeof SERVICES)[number];

export const HealthResponse = z
  .object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['ok', 'unreachable']) })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const ServiceHealthResponse = z
  .object({ status: z.literal('ok'), service: z.enum(SERVICES) })
  .meta({ id: 'ServiceHealthResponse' });
export type ServiceHealthResponse = z.infer<typeof ServiceHealthResponse>;

/** `GET /dev/request-counts` (never in production): requests answered per route, e.g. `GET /pathway/courses`. */
export const RequestCounts = z
  .record(z.string(), z.number().int().nonnegative())
  .meta({ id: 'RequestCounts' });
export type RequestCounts = z.infer<typeof RequestCounts>;
