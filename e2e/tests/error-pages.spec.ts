import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NO_RESPONSE_MESSAGE, TIMEOUT_MESSAGE } from '@meridian/domain/error-catalogue';
import { expect, test } from '../fixtures/test.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
const nextBin = path.resolve(webDir, '../../node_modules/next/dist/bin/next');

/** A port nothing listens on: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An API that takes the connection and never answers, so every call to it times out. */
async function silentApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webinar`,
    // close() waits for open connections, which this server never ends itself.
    stop: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function untilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * An address under `section` that no visit has rendered yet: the second site shares the build's page
 * cache, and a page rendered before is served from it with its API gone (as it should be). Unknown
 * addresses are asked of the API like any other, so its failure is what the visitor sees.
 */
const unrendered = (section: string) => `${section}/api-gone-${Date.now()}`;

// A second start of the built site whose API is gone: nothing listens at API_URL, and the
// webinar service (e-books) takes connections without ever answering.
test.describe('the site’s own error page when the API cannot be reached', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let web: ChildProcess;
  let silent: Awaited<ReturnType<typeof silentApi>>;
  let origin: string;

  test.beforeAll(async () => {
    const [webPort, apiPort, webinar] = await Promise.all([freePort(), freePort(), silentApi()]);
    silent = webinar;
    origin = `http://127.0.0.1:${webPort}`;
    // With the preload every web server needs (the visitor's address comes from the connection).
    const preload = ['--import', './lib/visitor/record-peer-address.mjs'];
    web = spawn(process.execPath, [...preload, nextBin, 'start', '-p', String(webPort), '-H', '127.0.0.1'], {
      cwd: webDir,
      env: {
        ...process.env,
        API_URL: `http://127.0.0.1:${apiPort}`,
        WEBINAR_API_URL: webinar.url,
        // Long enough that a refused connection is told from a timeout on a busy machine.
        API_TIMEOUT_MS: '5000',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
    });
    await untilAnswering(`${origin}/study-abroad/health`);
  });

  test.afterAll(async () => {
    if (web.exitCode === null) {
      const exited = new Promise((resolve) => web.once('exit', resolve));
      web.kill('SIGTERM');
      await exited;
    }
    await silent.stop();
  });

  test('a page whose API refuses the connection shows the connection text, inside the site', async ({
    page,
  }) => {
    await page.goto(`${origin}${unrendered('/study-abroad/university/usa')}`);
    const failure = page.getByRole('region', { name: 'We could not show this page' });
    await expect(failure).toBeVisible();
    await expect(failure.getByText(NO_RESPONSE_MESSAGE)).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Go to the study abroad home page' })).toHaveAttribute(
      'href',
      '/study-abroad',
    );
    // The site's own header and footer stay around it, and the framework's screen never shows.
    await expect(page.getByRole('banner').getByRole('link', { name: /study abroad home/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/Application error/)).toHaveCount(0);
  });

  test('a page whose API never answers shows the timeout text', async ({ page }) => {
    // An e-book's address ends in its id.
    await page.goto(`${origin}${unrendered('/study-abroad/ebooks')}-1`);
    const failure = page.getByRole('region', { name: 'We could not show this page' });
    await expect(failure.getByText(TIMEOUT_MESSAGE)).toBeVisible();
    await expect(page.getByText(/Application error/)).toHaveCount(0);
  });
});
