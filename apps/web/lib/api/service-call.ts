import type { z } from 'zod';
import type { ServiceName } from '@meridian/domain/health';

/** A call to one of the API's services (server or browser client): the answer parsed with `options.schema`. */
export type ServiceCall<Options extends { schema: z.ZodType }> = <T extends z.ZodType>(
  service: ServiceName,
  path: string,
  options: Options & { schema: T },
) => Promise<z.output<T>>;
