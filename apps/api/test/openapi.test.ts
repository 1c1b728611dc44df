import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

const REDOCLY = path.resolve(import.meta.dirname, '../../../node_modules/@redocly/cli/bin/cli.js');
const SNAPSHOT = path.resolve(import.meta.dirname, '../openapi.json');

interface LintReport {
  totals: { errors: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

/** Redocly's recommended rules, run offline on the document the API serves. */
async function redoclyLint(document: unknown): Promise<LintReport> {
  const folder = await mkdtemp(path.join(tmpdir(), 'meridian-openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    // Exits non-zero when it finds an error; the JSON report on stdout says which.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', '--extends=recommended', '--format=json', file],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string }) => error);
    return JSON.parse(stdout) as LintReport;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown;
  responses: Record<string, { $ref?: string }>;
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const report = await redoclyLint(document);
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names and summarises every operation and documents its error answers', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(80);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      expect(operation.responses['500']).toEqual({ $ref: '#/components/responses/InternalServerError' });
    }
    expect(document.paths['/lead']?.post?.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
  });

  it('shows which operations need the bearer token, from the guard each route runs', () => {
    const guarded = document.paths['/user/{userId}/lite']?.get;
    expect(guarded?.security).toEqual([{ bearerAuth: [] }]);
    expect(guarded?.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/auth/login']?.post?.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
  });

  it('is the committed contract the web client is checked against (else run `npm run openapi`)', async () => {
    const snapshot: unknown = JSON.parse(await readFile(SNAPSHOT, 'utf8'));
    expect(document).toEqual(snapshot);
  });

  it('documents each path without its trailing slash, and the API answers there', async () => {
    expect(Object.keys(document.paths).filter((p) => p.length > 1 && p.endsWith('/'))).toEqual([]);
    expect(document.paths['/webinar/ebooks']?.get).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: '/webinar/ebooks' });
    expect(res.statusCode).toBe(200);
  });
});
