import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import type { UserDocument } from '@meridian/domain/profile/documents';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';
import { DOCUMENT_QUOTA } from '#api/modules/user/documents/service.ts';
import { localStorage } from '#api/platform/storage/local-storage.ts';
import type { Storage } from '#api/platform/storage/storage.ts';

let t: TestApp;
let learner: TestUser;
let clockNow = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => clockNow });
  learner = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

function upload(
  user: TestUser,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type?: string } | undefined,
  options: { method?: 'POST' | 'PUT'; url?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  return t.app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? `/user/${user.id}/document/upload`,
    headers: { authorization: user.authorization },
    payload: form,
  });
}

const storedFiles = () => {
  const dir = path.join(t.config.DATA_DIR, 'files', 'documents', learner.id);
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const documentRows = () =>
  queryRows<{ id: string; label: string; storage_key: string }>(
    t.database,
    sql`select id, label, storage_key from user_documents where user_id = ${learner.id} order by uploaded_at`,
  );

describe('documents', () => {
  let passport: UserDocument;

  it('uploads a learner-level document without an application, typed by its bytes', async () => {
    const res = await upload(
      learner,
      { documentTypeId: '101' },
      { bytes: SAMPLE_FILES.pdf, name: 'passport scan.pdf' },
    );
    expect(res.statusCode).toBe(201);
    passport = res.json();
    expect(passport).toMatchObject({
      documentTypeId: 101,
      stageId: 3,
      label: 'Passport',
      fileName: 'passport scan.pdf',
      contentType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
      applicationId: null,
      proof: null,
    });
    expect(storedFiles()).toHaveLength(1);
  });

  it('lists the learner’s documents', async () => {
    const res = await t.app.inject({
      url: `/user/${learner.id}/document`,
      headers: { authorization: learner.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().documents.map((d: UserDocument) => d.id)).toEqual([passport.id]);
  });

  it('refuses a second document with the same label (US_DLAE_4008), leaving no stray file', async () => {
    const res = await upload(learner, { documentTypeId: '101' }, { bytes: SAMPLE_FILES.png, name: 'p.png' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'US_DLAE_4008',
      message: `${ERROR_CODES.US_DLAE_4008.message} (label: "Passport" is already uploaded)`,
    });
    expect(storedFiles()).toHaveLength(1);
    expect(await documentRows()).toHaveLength(1);
  });

  it('takes a second document of one type under a label of its own', async () => {
    const res = await upload(
      learner,
      { documentTypeId: '108', label: 'Letter of recommendation – Prof. Iyer' },
      { bytes: SAMPLE_FILES.jpeg, name: 'lor.jpg', type: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      label: 'Letter of recommendation – Prof. Iyer',
      contentType: 'image/jpeg',
    });
  });

  it('refuses a Windows program renamed .pdf with the unsupported-file text', async () => {
    const res = await upload(
      learner,
      { documentTypeId: '102' },
      { bytes: SAMPLE_FILES.exe, name: 'marksheet.pdf' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      errorCode: 'UNSUPPORTED_FILE',
      message: `${ERROR_CODES.UNSUPPORTED_FILE.message} (file: this file is EXE)`,
      field: 'file',
      detail: 'this file is EXE',
    });
    expect(storedFiles()).toHaveLength(2);
  });

  it('refuses a file over the size limit, and asks for an application where the stage needs one', async () => {
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(learner, { documentTypeId: '102' }, { bytes: big, name: 'big.pdf' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toContain('(file: the file must be 2 MB or smaller)');

    const offer = await upload(
      learner,
      { documentTypeId: '111' },
      { bytes: SAMPLE_FILES.pdf, name: 'offer.pdf' },
    );
    expect(offer.statusCode).toBe(400);
    expect(offer.json().message).toContain(
      '(applicationId: Offer letter belongs to an application: choose one)',
    );

    const noFile = await upload(learner, { documentTypeId: '102' }, undefined);
    expect(noFile.statusCode).toBe(400);
  });

  it('replaces a document’s file and removes the old one', async () => {
    const before = (await documentRows()).find((r) => r.id === passport.id)!;
    const res = await upload(
      learner,
      { documentTypeId: '101' },
      { bytes: SAMPLE_FILES.png, name: 'passport.png', type: 'image/png' },
      { method: 'PUT', url: `/user/${learner.id}/document/${passport.id}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: passport.id, contentType: 'image/png', fileName: 'passport.png' });
    const after = (await documentRows()).find((r) => r.id === passport.id)!;
    expect(after.storage_key).not.toBe(before.storage_key);
    expect(storedFiles()).toHaveLength(2);
    expect(storedFiles()).not.toContain(path.basename(before.storage_key));
  });

  it('answers UD_EA_4002 for a document that is not there', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const replace = await upload(
      learner,
      { documentTypeId: '101' },
      { bytes: SAMPLE_FILES.pdf, name: 'x.pdf' },
      { method: 'PUT', url: `/user/${learner.id}/document/${missing}` },
    );
    expect(replace.json()).toMatchObject({
      errorCode: 'UD_EA_4002',
      message: ERROR_CODES.UD_EA_4002.message,
    });
    expect(replace.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/user/${learner.id}/document/${missing}`,
      headers: { authorization: learner.authorization },
    });
    expect(del.json()).toMatchObject({ errorCode: 'UD_EA_4002' });
    expect(storedFiles()).toHaveLength(2);
  });

  it('views a document through a five-minute link, with its type and name, then no longer', async () => {
    const link = await t.app.inject({
      url: `/user/${learner.id}/document/${passport.id}/view`,
      headers: { authorization: learner.authorization },
    });
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(expiresAt).toBe('2026-11-25T10:05:00.000Z');
    const token = url.split('/').pop();
    expect(url).toBe(`/study-abroad/documents/view/${token}`);

    const file = await t.app.inject({ url: `/user/document/file?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline; filename="passport.png"');
    expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    const altered = await t.app.inject({ url: `/user/document/file?token=${token.slice(0, -2)}xx` });
    expect(altered.statusCode).toBe(404);
    clockNow = new Date('2026-11-25T10:05:01Z');
    const expired = await t.app.inject({ url: `/user/document/file?token=${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorCode).toBe('LINK_EXPIRED');
  });

  it('deletes a document and its file', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/user/${learner.id}/document/${passport.id}`,
      headers: { authorization: learner.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect((await documentRows()).map((r) => r.id)).not.toContain(passport.id);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('documents when the file store fails', () => {
  let failPut = true;
  let f: TestApp;
  let flakyRoot: string;
  beforeAll(async () => {
    flakyRoot = path.join(t.config.DATA_DIR, 'flaky');
    const real = localStorage(flakyRoot);
    const flaky: Storage = {
      ...real,
      put: async (key, bytes, options) => {
        if (failPut) throw new Error('disk full');
        return real.put(key, bytes, options);
      },
    };
    f = await createTestApp({ seed: false, storage: flaky });
  });
  afterAll(async () => {
    await f.close();
  });

  it('writes no row when the file cannot be stored, and no file when the row cannot be written', async () => {
    const user = await createUser(f);
    const form = (documentTypeId: string) => {
      const body = new FormData();
      body.set('documentTypeId', documentTypeId);
      body.set('file', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'cv.pdf');
      return body;
    };
    const send = (documentTypeId: string) =>
      f.app.inject({
        method: 'POST',
        url: `/user/${user.id}/document/upload`,
        headers: { authorization: user.authorization },
        payload: form(documentTypeId),
      });
    expect((await send('109')).statusCode).toBe(500);
    const rows = () => queryRows(f.database, sql`select id from user_documents`);
    expect(await rows()).toHaveLength(0);

    failPut = false;
    expect((await send('109')).statusCode).toBe(201);
    // The label is taken now: the row is refused, and the file written for it is removed again.
    expect((await send('109')).statusCode).toBe(409);
    expect(await rows()).toHaveLength(1);
    expect(readdirSync(path.join(flakyRoot, 'documents', user.id))).toHaveLength(1);
  });
});

describe('document quota', () => {
  it('refuses a new document past the learner’s quota, while replacing one still works', async () => {
    const user = await createUser(t);
    // The quota's worth of small documents, written straight to the table.
    await t.database.db.execute(sql`
      insert into user_documents (user_id, document_type_id, label, file_name, content_type, size_bytes, storage_key)
      select ${user.id}, 109, 'Other ' || n, 'other.pdf', 'application/pdf', 1024, 'documents/quota/' || ${user.id} || '-' || n
      from generate_series(1, ${DOCUMENT_QUOTA.documents}) as n`);
    const refused = await upload(
      user,
      { documentTypeId: '109', label: 'One more' },
      { bytes: SAMPLE_FILES.pdf, name: 'more.pdf' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: false,
      errorCode: 'DOCUMENT_QUOTA_EXCEEDED',
      message: ERROR_CODES.DOCUMENT_QUOTA_EXCEEDED.message,
    });

    const [first] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from user_documents where user_id = ${user.id} limit 1`,
    );
    const replaced = await upload(
      user,
      { documentTypeId: '109' },
      { bytes: SAMPLE_FILES.pdf, name: 'newer.pdf' },
      { method: 'PUT', url: `/user/${user.id}/document/${first!.id}` },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
  });
});
