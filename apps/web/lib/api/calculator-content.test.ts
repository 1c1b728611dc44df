import { describe, expect, it, vi } from 'vitest';
import { SERVICES } from '@meridian/domain/health';
import { createApiClient } from './http-client.ts';
import { ANONYMOUS_TOKENS } from './token-store.ts';
import { getCalculatorContent } from './editorial.ts';

// The content calls' modules are server-only; here they run in plain Node with a fake fetch.
vi.mock('server-only', () => ({}));

/** A content client whose every call is answered by `answer`. */
function clientAnswering(answer: () => Promise<Response>) {
  return createApiClient({
    baseUrls: Object.fromEntries(SERVICES.map((s) => [s, `http://api.test/${s}`])) as Record<
      (typeof SERVICES)[number],
      string
    >,
    tokens: ANONYMOUS_TOKENS,
    supportEmail: 'support@meridian.study',
    timeoutMs: 1000,
    fetch: answer,
  });
}

const refusal = (status: number) =>
  Promise.resolve(
    Response.json({ status: false, errorCode: 'NOT_FOUND', message: 'no calculator page' }, { status }),
  );

describe('the calculator pages’ words from the CMS', () => {
  it('are missing, not an error, when the database has none or the API cannot answer', async () => {
    expect(
      await getCalculatorContent(
        clientAnswering(() => refusal(404)),
        'ielts-band',
      ),
    ).toBeUndefined();
    expect(
      await getCalculatorContent(
        clientAnswering(() => refusal(503)),
        'ielts-band',
      ),
    ).toBeUndefined();
    const down = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await getCalculatorContent(down, 'education-loan')).toBeUndefined();
  });
});
