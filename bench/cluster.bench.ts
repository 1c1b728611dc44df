// Scale-out benchmark: two API replicas (compiled build) and two web replicas (`next start`) behind
// nginx, on one throwaway PostgreSQL. nginx balances visitors over the web replicas (port 8295) and
// the web replicas' API calls over the API replicas (port 8296); BENCH_WEB_PORT, BENCH_API_PORT and
// BENCH_NGINX_PORT move each pair. It measures how the load spreads
// (requests per replica, from nginx's access log), that a limit of 10 stays 10 when its requests
// reach both API replicas, that a session started on one web replica works on the other, and
// that no accepted enquiry is lost when an API replica and then a web replica are killed mid-load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres } from '../scripts/local-postgres.mjs';
import { buildApi, root, spawnCompiledApi, stopProcess, waitForHealth } from './api-process.ts';
import { appendResults } from './results-file.ts';
import { benchEnquiry } from './bench-enquiry.ts';

/** Each port and the next: two web replicas, two API replicas, nginx's web and API sides. */
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3295);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4295);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8295);
const WEB_PORTS = [WEB_PORT, WEB_PORT + 1] as const;
const API_PORTS = [API_PORT, API_PORT + 1] as const;
const NGINX_WEB = NGINX_PORT;
const NGINX_API = NGINX_PORT + 1;
const SITE = `http://127.0.0.1:${NGINX_WEB}/study-abroad`;
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 400);
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 2000);
const CONCURRENCY = 20;
const LIMIT = 10;
const FIRST_MOBILE = 7_100_000_000;
const NGINX = '/usr/sbin/nginx';

/** nginx from Debian, installed when absent (needs root, as the bench machine's setup does). */
function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('Installing nginx (Debian package)…');
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(NGINX)) throw new Error('could not install nginx with apt-get');
}

function nginxConfig(dir: string): string {
  const upstream = (name: string, ports: readonly number[]) =>
    `upstream ${name} { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join(' ')} keepalive 32; }`;
  const proxy = (name: string) => `location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      # A replica that refuses the connection is skipped; a write already sent is never replayed.
      proxy_next_upstream error timeout;
    }`;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  # '|' between fields: a retried request's upstream list has spaces in it ("a:1, b:2").
  log_format replica '$server_port|$upstream_addr|$status';
  access_log ${dir}/access.log replica;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  ${upstream('web', WEB_PORTS)}
  ${upstream('api', API_PORTS)}
  server { listen 127.0.0.1:${NGINX_WEB}; ${proxy('web')} }
  server { listen 127.0.0.1:${NGINX_API}; ${proxy('api')} }
}
`;
}

/** Requests per replica since `from` (a line number) in nginx's access log, for one of its ports. */
function servedBy(dir: string, port: number, from = 0): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').slice(from)) {
    const [server, upstreams] = line.split('|');
    if (server !== String(port) || !upstreams) continue;
    // A retried request lists every replica tried; the last one answered.
    const replica = upstreams.split(', ').at(-1)!.trim();
    counts[replica] = (counts[replica] ?? 0) + 1;
  }
  return counts;
}
const logLines = (dir: string) => readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n').length - 1;

/** Runs `task(i)` for i in [0, total) on `concurrency` workers; `onProgress` sees the answered count. */
async function run<T>(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
  onProgress?: (done: number) => void,
) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        results.push(await task(next++));
        onProgress?.(results.length);
      }
    }),
  );
  return results;
}

/**
 * POSTs JSON from the loopback address `from` (any 127.x.y.z is this host), so nginx sees each
 * visitor at an address of their own, as on the internet, and the per-address abuse limits count
 * them apart. Answers the status (0: no answer) and the parsed body.
 */
function postFrom(
  from: string,
  url: string,
  payload: unknown,
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const data = JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            // Not JSON: the status says enough.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', () => resolve({ status: 0, body: {} }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.end(data);
  });
}

/** Visitor `i`'s own address: 127.1.0.1, 127.1.0.2, … (250 to a third octet). */
const visitorAddress = (i: number) => `127.1.${Math.floor(i / 250)}.${1 + (i % 250)}`;

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function latestOtp(to: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${NGINX_API}/dev/outbox?to=${encodeURIComponent(to)}`);
  const [message] = (await res.json()) as { body: string }[];
  const code = message?.body.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no OTP for ${to}`);
  return code;
}

/** Asks for a login OTP through the site; answers its request id. */
async function requestLogin(email: string, via: string): Promise<string> {
  const res = await fetch(`${via}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { otpRequestId: string }).otpRequestId;
}

ensureNginx();
const server = startPostgres();
const work = mkdtempSync(path.join(tmpdir(), 'meridian-bench-cluster-'));
chmodSync(work, 0o777);
mkdirSync(path.join(work, 'nginx'), { mode: 0o777 });
const nginxDir = path.join(work, 'nginx');
const processes: ChildProcess[] = [];
const apiEnv = (port: number) => ({
  DATABASE_URL: server.url,
  DATA_DIR: path.join(work, `api-${port}`),
  API_PORT: String(port),
  APP_ENV: 'staging',
  // The bench reads login OTPs from the outbox, as the browser suite does.
  DEV_ROUTES: 'true',
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'error',
  // The site-wide cap on enquiries (300 a minute) is not under test; the per-address ones are.
  PUBLIC_WRITES_PER_MINUTE: String(10 * ENQUIRIES),
});

let report: string[] = [];
let passed = false;
try {
  buildApi();
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@meridian/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  // One secret for both API replicas: a token either signs, the other accepts.
  const secret = apiEnv(0).JWT_SECRET;
  const apis = API_PORTS.map((port) => spawnCompiledApi({ ...apiEnv(port), JWT_SECRET: secret }));
  processes.push(...apis);
  // The first replica migrates and seeds; the second finds it done.
  await waitForHealth(`http://127.0.0.1:${API_PORTS[0]}`, 300_000);
  await waitForHealth(`http://127.0.0.1:${API_PORTS[1]}`, 300_000);

  writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir));
  const nginx = spawn(NGINX, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: 'inherit' });
  processes.push(nginx);

  const webs = WEB_PORTS.map((port) =>
    spawn(
      process.execPath,
      [
        // The preload every web server needs (the visitor's address comes from the connection).
        '--import',
        './lib/visitor/record-peer-address.mjs',
        path.join(root, 'node_modules/next/dist/bin/next'),
        ...['start', '-p', String(port), '-H', '127.0.0.1'],
      ],
      {
        cwd: path.join(root, 'apps/web'),
        env: {
          ...process.env,
          API_URL: `http://127.0.0.1:${NGINX_API}`,
          APP_ENV: 'staging',
          NEXT_TELEMETRY_DISABLED: '1',
          // nginx on this host appends each visitor's address (the bench's visitors are addresses it sends).
          WEB_TRUSTED_PROXIES: 'loopback',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  processes.push(...webs);
  for (const port of WEB_PORTS) await waitForHealth(`http://127.0.0.1:${port}/study-abroad`, 120_000);

  // 1. Load spread: country pages through nginx, with their API calls spread by nginx in turn.
  const before = logLines(nginxDir);
  const pagesStarted = performance.now();
  const pages = await run(PAGE_REQUESTS, CONCURRENCY, async (i) => {
    const res = await fetch(`${SITE}/${['usa', 'uk', 'canada', 'germany'][i % 4]}`);
    await res.arrayBuffer();
    return res.status;
  });
  const pageSeconds = (performance.now() - pagesStarted) / 1000;
  const webSpread = servedBy(nginxDir, NGINX_WEB, before);
  const apiSpread = servedBy(nginxDir, NGINX_API, before);

  // 2. A session started on web replica 1 works on web replica 2 (and through nginx).
  const learner = 'priya.sharma@example.com';
  const [webOne, webTwo] = WEB_PORTS.map((port) => `http://127.0.0.1:${port}/study-abroad`);
  const sessionRequest = await requestLogin(learner, webOne!);
  const verified = await fetch(`${webOne}/api/auth/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ otpRequestId: sessionRequest, otp: await latestOtp(learner) }),
  });
  const cookie = cookiesOf(verified);
  const { user } = (await verified.json()) as { user: { id: string; fullName: string } };
  const whoAmI = async (base: string) => {
    const res = await fetch(`${base}/api/user/${user.id}/lite`, { headers: { cookie } });
    return res.ok ? ((await res.json()) as { fullName: string }).fullName : `HTTP ${res.status}`;
  };
  const sessionAnswers = [
    await whoAmI(webOne!),
    await whoAmI(webTwo!),
    ...(await Promise.all(Array.from({ length: 6 }, () => whoAmI(SITE)))),
  ];
  const sessionWorks = sessionAnswers.every((name) => name === user.fullName);

  // 3. A limit of 10 (OTP checks per contact in ten minutes) across both API replicas.
  const limitBefore = logLines(nginxDir);
  const limitRequest = await requestLogin('arjun.nair@example.com', SITE);
  const verifyStatuses = await run(2 * LIMIT, 1, async () => {
    const res = await fetch(`http://127.0.0.1:${NGINX_API}/auth/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otpRequestId: limitRequest, otp: '000000' }),
    });
    return res.status;
  });
  const limitSpread = servedBy(nginxDir, NGINX_API, limitBefore);
  const allowed = verifyStatuses.filter((status) => status !== 429).length;

  // 4. Enquiries through nginx while API replica 2 is killed at 30% and web replica 2 at 60%.
  const killBefore = logLines(nginxDir);
  const kills: string[] = [];
  const enquiries = await run(
    ENQUIRIES,
    CONCURRENCY,
    async (i) => {
      const { status, body } = await postFrom(
        visitorAddress(i),
        `${SITE}/api/lead`,
        benchEnquiry('cluster', i, {
          firstMobile: FIRST_MOBILE,
          name: 'Saanvi Menon',
          city: 'Chennai',
          country: 'canada',
        }),
        15_000,
      );
      return { i, status, leadId: typeof body.leadId === 'string' ? body.leadId : undefined, body };
    },
    (done) => {
      if (done === Math.round(ENQUIRIES * 0.3) && kills.length === 0) {
        apis[1]!.kill('SIGKILL');
        kills.push(`API replica 127.0.0.1:${API_PORTS[1]} (SIGKILL) after ${done}`);
      }
      if (done === Math.round(ENQUIRIES * 0.6) && kills.length === 1) {
        webs[1]!.kill('SIGKILL');
        kills.push(`web replica 127.0.0.1:${WEB_PORTS[1]} (SIGKILL) after ${done}`);
      }
    },
  );
  const accepted = enquiries.filter((e) => e.status === 200 && e.leadId);
  // Refusals by status and catalogue code, so a 400 or a 502 says what it was.
  const refused = new Map<string, number>();
  for (const e of enquiries) {
    if (e.status === 200) continue;
    const answer = e.status === 0 ? 'no answer' : `${e.status} ${String(e.body.errorCode ?? '')}`.trim();
    refused.set(answer, (refused.get(answer) ?? 0) + 1);
  }
  const db = new pg.Client({ connectionString: server.url });
  await db.connect();
  const stored = await db.query<{ id: string }>('select id from leads where id = any($1::uuid[])', [
    accepted.map((e) => e.leadId),
  ]);
  const version = (await db.query('show server_version')).rows[0].server_version as string;
  await db.end();
  const lost = accepted.length - stored.rowCount!;
  const killSpreadWeb = servedBy(nginxDir, NGINX_WEB, killBefore);
  const killSpreadApi = servedBy(nginxDir, NGINX_API, killBefore);

  const pageStatuses = new Map<number, number>();
  for (const status of pages) pageStatuses.set(status, (pageStatuses.get(status) ?? 0) + 1);
  const spreadText = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort()
      .map(([replica, n]) => `${replica}: ${n}`)
      .join(', ');
  const bothServed = (counts: Record<string, number>) =>
    Object.keys(counts).length === 2 && Object.values(counts).every((n) => n > 0);
  const checks = {
    'page load spread over both web replicas and both API replicas':
      bothServed(webSpread) && bothServed(apiSpread),
    'every page answered 200': pages.every((status) => status === 200),
    [`a limit of ${LIMIT} lets exactly ${LIMIT} through across both API replicas`]:
      allowed === LIMIT && bothServed(limitSpread),
    'a session started on web replica 1 works on web replica 2 and through nginx': sessionWorks,
    'no accepted enquiry lost when replicas were killed': lost === 0 && accepted.length > 0,
  };
  passed = Object.values(checks).every(Boolean);
  console.log({
    webSpread,
    apiSpread,
    allowed,
    limitSpread,
    sessionAnswers,
    accepted: accepted.length,
    refused: Object.fromEntries(refused),
    lost,
    checks,
  });

  report = [
    `## Scale-out: two API and two web replicas behind nginx — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`npm run bench:cluster\` on ${cpus().length} cores shared with other work (load average ${loadavg()[0]!.toFixed(1)} at the end), PostgreSQL ${version}, nginx from Debian (round robin, \`proxy_next_upstream error timeout\`, so a write already sent is never replayed). API replicas: \`node apps/api/dist/main.js\` on ${API_PORTS.join(' and ')}, one JWT secret; web replicas: \`next start\` on ${WEB_PORTS.join(' and ')}, calling the API through nginx (${NGINX_API}); visitors through nginx (${NGINX_WEB}). Counts per replica are from nginx's access log.`,
    '',
    '| measure | result |',
    '|---|---|',
    `| ${PAGE_REQUESTS} country pages, ${CONCURRENCY} at a time | ${(PAGE_REQUESTS / pageSeconds).toFixed(0)} pages/s; answers ${[...pageStatuses].map(([status, n]) => `${status}: ${n}`).join(', ')}; web replicas ${spreadText(webSpread)}; their API calls ${spreadText(apiSpread)} |`,
    `| ${2 * LIMIT} OTP checks for one contact (limit ${LIMIT} per 10 min), one at a time through nginx | ${allowed} let through, ${2 * LIMIT - allowed} answered 429; replicas ${spreadText(limitSpread)} |`,
    `| session: login OTP verified on web replica 1, then \`GET /api/user/{id}/lite\` on replica 2 and 6 times through nginx | ${sessionWorks ? `all answered ${user.fullName}` : sessionAnswers.join(', ')} |`,
    `| ${ENQUIRIES.toLocaleString('en-IN')} enquiries through nginx, ${CONCURRENCY} at a time; killed: ${kills.join('; ')} | ${accepted.length.toLocaleString('en-IN')} accepted, all stored: ${lost === 0 ? 'yes' : `NO, ${lost} lost`}; not accepted: ${[...refused].map(([answer, n]) => `${answer}: ${n}`).join(', ') || 'none'}; web replicas ${spreadText(killSpreadWeb)}; API replicas ${spreadText(killSpreadApi)} |`,
    '',
    ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'pass' : 'FAIL'}: ${name}`),
  ];
} finally {
  for (const child of processes.reverse()) await stopProcess(child);
  server.stop();
  rmSync(work, { recursive: true, force: true });
}

appendResults(report);
if (!passed) process.exit(1);
