import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  BROCHURE_MAX_BYTES,
  type AdminUniversity,
  type AdminUniversityList,
} from '@meridian/domain/catalogue/brochure-admin';
import type { AuditLog } from '@meridian/domain/cms/audit';
import { createTestApp, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';
import { newPerson, outboxFor } from './lead-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
});

afterAll(async () => {
  await t.close();
});

/** A PDF the generator would never write: the uploaded brochure is told apart by its bytes. */
const uploadedPdf = (marker: string) =>
  Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`% ${marker}\n`, 'latin1')]);

function uploadBrochure(user: TestUser, slug: string, file: { bytes: Buffer; name: string }) {
  const form = new FormData();
  form.set('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  return t.app.inject({
    method: 'PUT',
    url: `/pathway/admin/universities/${slug}/brochure`,
    headers: { authorization: user.authorization },
    payload: form,
  });
}

/** What a visitor's brochure request for the university sends: the PDF behind the emailed link. */
async function requestedBrochure(slug: string): Promise<Buffer> {
  const person = newPerson();
  const asked = await t.app.inject({
    method: 'POST',
    url: `/pathway/brochure/university/slug/${slug}`,
    payload: {
      name: 'Aarav Sharma',
      email: person.email,
      countryCode: '+91',
      mobile: person.mobile,
      contactConsent: true,
    },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const [mail] = await outboxFor(t.app, person.email);
  const token = /\/brochures\/download\/(\S+)/.exec(mail!.body)![1]!;
  const file = await t.app.inject({ method: 'GET', url: `/pathway/brochure/file?token=${token}` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['content-disposition']).toContain(`${slug}-brochure.pdf`);
  return file.rawPayload;
}

async function isGenerated(pdf: Buffer): Promise<boolean> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.includes('Fees and living costs');
}

const storedBrochures = (slug: string) => {
  try {
    return readdirSync(path.join(t.config.DATA_DIR, 'files', 'brochures', slug));
  } catch {
    return [];
  }
};

describe('a university’s brochure PDF', () => {
  it('lists universities by name with their brochure, for editors and admins', async () => {
    for (const user of [editor, admin]) {
      const res = await requestAs(t, user, 'GET', '/pathway/admin/universities?search=toronto');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as AdminUniversityList;
      expect(list.items.map((u) => u.slug)).toContain('university-of-toronto');
      expect(list.items[0]!.brochure).toMatchObject({ upload: null });
    }
  });

  it('sends the uploaded PDF to a visitor who asks for the brochure; replaced, then removed for the generated one', async () => {
    const slug = 'university-of-toronto';
    expect(await isGenerated(await requestedBrochure(slug))).toBe(true);

    const first = uploadedPdf('first upload');
    const res = await uploadBrochure(editor, slug, { bytes: first, name: 'Toronto 2026.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminUniversity).brochure!.upload).toMatchObject({
      fileName: 'Toronto 2026.pdf',
      bytes: first.length,
    });
    expect(await requestedBrochure(slug)).toEqual(first);

    const second = uploadedPdf('second upload');
    expect((await uploadBrochure(admin, slug, { bytes: second, name: 'v2.pdf' })).statusCode).toBe(200);
    expect(await requestedBrochure(slug)).toEqual(second);

    const removed = await requestAs(t, editor, 'DELETE', `/pathway/admin/universities/${slug}/brochure`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as AdminUniversity).brochure!.upload).toBeNull();
    expect(await isGenerated(await requestedBrochure(slug))).toBe(true);

    const again = await requestAs(t, editor, 'DELETE', `/pathway/admin/universities/${slug}/brochure`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'slug' });
  });

  it('keeps each change in the history, by whom, and a restore brings an upload back', async () => {
    const slug = 'university-of-oxford';
    const pdf = uploadedPdf('oxford');
    expect((await uploadBrochure(editor, slug, { bytes: pdf, name: 'oxford.pdf' })).statusCode).toBe(200);
    await requestAs(t, editor, 'DELETE', `/pathway/admin/universities/${slug}/brochure`);
    const log = (
      await requestAs(t, editor, 'GET', `/cms/admin/audit?entity=brochure&key=${slug}`)
    ).json() as AuditLog;
    expect(log.items.map((entry) => entry.actor.name)).toEqual(['Kabir Shah', 'Kabir Shah']);
    const upload = log.items.find((entry) => entry.after?.fileKey)!;
    const restored = await requestAs(t, editor, 'POST', `/cms/admin/audit/${upload.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await requestedBrochure(slug)).toEqual(pdf);
  });

  it('gives a university without a brochure one, from its upload', async () => {
    const imported = await requestAs(t, editor, 'POST', '/pathway/admin/catalogue/import?feed=universities', {
      universities: [
        { slug: 'kaunas-tech-academy', name: 'Kaunas Tech Academy', countrySlug: 'germany', city: 'Berlin' },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const before = await t.app.inject({
      method: 'GET',
      url: '/pathway/brochure/university/slug/kaunas-tech-academy',
    });
    expect(before.statusCode).toBe(404);

    const pdf = uploadedPdf('kaunas');
    const res = await uploadBrochure(admin, 'kaunas-tech-academy', { bytes: pdf, name: 'kaunas.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminUniversity).brochure!.title).toBe(
      'Kaunas Tech Academy: international student brochure',
    );
    expect(await requestedBrochure('kaunas-tech-academy')).toEqual(pdf);
  });

  it('refuses a file that is not a PDF by its bytes, naming the field, and stores nothing', async () => {
    const slug = 'monash-university';
    for (const bytes of [SAMPLE_FILES.png, SAMPLE_FILES.exe, Buffer.from('plain text, not a brochure')]) {
      const res = await uploadBrochure(editor, slug, { bytes, name: 'brochure.pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_PDF', field: 'file' });
      expect(res.json().message).toContain('PDF');
    }
    const tooLarge = await uploadBrochure(editor, slug, {
      bytes: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(BROCHURE_MAX_BYTES)]),
      name: 'huge.pdf',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ field: 'file' });
    expect(tooLarge.json().message).toContain('the brochure must be 20 MB or smaller');
    expect(storedBrochures(slug)).toEqual([]);
    const unknown = await uploadBrochure(editor, 'atlantis-university', {
      bytes: SAMPLE_FILES.pdf,
      name: 'a.pdf',
    });
    expect(unknown.statusCode).toBe(404);
    expect(storedBrochures('atlantis-university')).toEqual([]);
  });
});
