import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The env that points the API's `revalidateContent` at a stub. */
export const revalidationEnv = (url: string) => ({
  WEB_INTERNAL_URL: url,
  CONTENT_REVALIDATE_SECRET: 'r'.repeat(32),
});

/**
 * Stands in for the web app's POST /api/revalidate, recording the cache tags of each call in order:
 * `mark()` before a change, `since(mark)` after it names what the web app was told to render afresh.
 */
export async function startRevalidationStub() {
  const calls: string[][] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push((JSON.parse(raw) as { tags: string[] }).tags);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mark: () => calls.length,
    since: (mark: number) => calls.slice(mark),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
