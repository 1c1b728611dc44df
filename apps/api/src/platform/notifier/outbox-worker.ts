import type { FastifyBaseLogger } from 'fastify';

export interface OutboxWorker {
  /** Runs a pass now (or one more after the pass in progress); resolves when it is done. */
  kick(): Promise<void>;
  /** No pass starts any more; resolves when the one in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` (deliver what is due; it answers whether a full batch was claimed, so more may wait)
 * every `pollMs`, and at once when kicked. Passes never overlap in one process; a kick during a
 * pass runs another right after it, so nothing queued meanwhile waits for the poll. The timer never
 * keeps the process alive.
 */
export function startOutboxWorker(options: {
  pass: () => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
}): OutboxWorker {
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void kick(), options.pollMs);
    timer.unref();
  };

  const runPasses = async () => {
    do {
      again = false;
      try {
        while ((await options.pass()) && !stopped);
      } catch (error) {
        options.log.error({ err: error }, 'outbox worker pass failed; the next poll tries again');
      }
    } while (again && !stopped);
  };

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    running = runPasses().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  schedule();
  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
