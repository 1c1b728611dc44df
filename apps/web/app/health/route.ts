import { HealthResponse, SERVICES, ServiceHealthResponse } from '@meridian/domain/health';
import { webConfig } from '@/lib/env.ts';

export const dynamic = 'force-dynamic';

async function reachable(
  url: string,
  schema: { safeParse(v: unknown): { success: boolean } },
): Promise<boolean> {
  try {
    const res = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
    return res.ok && schema.safeParse(await res.json()).success;
  } catch {
    return false;
  }
}

/** The health route: 200 when the web app, the API and every configured service answer. */
export async function GET(): Promise<Response> {
  const config = webConfig();
  const [api, ...services] = await Promise.all([
    reachable(`${config.API_URL.replace(/\/+$/, '')}/health`, HealthResponse),
    ...SERVICES.map((s) => reachable(`${config.serviceUrls[s]}/health`, ServiceHealthResponse)),
  ]);
  const serviceStatus = Object.fromEntries(SERVICES.map((s, i) => [s, services[i] ? 'ok' : 'unreachable']));
  const ok = api && services.every(Boolean);
  return Response.json(
    {
      status: ok ? 'ok' : 'unavailable',
      web: 'ok',
      api: api ? 'ok' : 'unreachable',
      services: serviceStatus,
    },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
