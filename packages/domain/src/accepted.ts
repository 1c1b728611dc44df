import { z } from 'zod';

/** The answer to a write the client does not wait on (analytics, shared location). */
export const Accepted = z.object({ status: z.literal(true) }).meta({ id: 'Accepted' });
