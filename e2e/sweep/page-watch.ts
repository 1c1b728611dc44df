import type { Page, Request } from '@playwright/test';

/**
 * Listens to a page for what the sweep fails on: console errors, uncaught exceptions (React's
 * hydration mismatches, #418 and its kin, among them), requests for the site's own resources that
 * fail or answer 5xx. `take()` answers what was heard since the last call and starts afresh.
 */
export function watchPage(page: Page, origin: string) {
  let heard: string[] = [];
  const inFlight = new Set<Request>();
  let quiet: (() => void) | undefined;
  const own = (url: string) => url.startsWith(origin);
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) quiet?.();
  };

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // A third party's own complaint (a video player offline here) is not the site's.
    if (where && !own(where)) return;
    heard.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught ${error.name}: ${error.message}`));
  page.on('request', (request) => {
    // Link prefetches fetch other pages' data, not this page's: they are not waited for.
    if (own(request.url()) && !request.headers()['next-router-prefetch']) inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done(request);
    const failure = request.failure()?.errorText ?? '';
    // Aborted by the page itself (a query given up as a component unmounts, a prefetch dropped).
    if (own(request.url()) && failure !== 'net::ERR_ABORTED') {
      heard.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
    }
  });
  page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 500) {
      heard.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
    }
  });

  return {
    take(): string[] {
      const taken = heard;
      heard = [];
      return taken;
    },
    /**
     * Resolves once no request is in flight across two animation frames: what the page fetched after
     * hydrating has arrived and been rendered, and whatever that render asked for too.
     */
    async settled(timeoutMs = 15_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (inFlight.size > 0) {
          const left = until - Date.now();
          if (left <= 0) return;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, left);
            quiet = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          quiet = undefined;
        }
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        if (inFlight.size === 0 || Date.now() >= until) return;
      }
    },
  };
}

export type PageWatch = ReturnType<typeof watchPage>;
