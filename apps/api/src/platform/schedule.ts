import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a job now and then every `intervalMs` in the API process (a failure is logged, the next run
 * tries again); returns the function that stops it. The timer never keeps the process alive.
 */
export function scheduleEvery(
  job: { name: string; run: () => Promise<unknown>; intervalMs: number },
  log: FastifyBaseLogger,
): () => void {
  const run = () => {
    job.run().catch((error: unknown) => log.error({ err: error }, `${job.name} failed`));
  };
  const timer = setInterval(run, job.intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
