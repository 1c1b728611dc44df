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
import type { CatalogueImportReport } from '@meridian/domain/catalogue/import';
import type { AdminProgramList } from '@meridian/domain/catalogue/program-admin';
import { DESTINATIONS } from '@meridian/domain/destinations';
import type { AdminBuddyList } from '@meridian/domain/learning/buddy-admin';
import type { BuddyAssignment } from '@meridian/domain/learning/buddy';
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

describe('accelerator programs', () => {
  const program = {
    slug: 'data-science-pathway-toronto',
    title: 'Data Science Pathway to Toronto',
    degree: 'MASTERS',
    category: 'data-science',
    universitySlug: 'university-of-toronto',
    about: 'Two terms online with our faculty, then the master’s year in Toronto.',
    highlights: ['Small online cohorts', 'Credit transfer agreed'],
    onlineMonths: 6,
    onlineTuitionAmount: 4500,
    onlineTuitionCurrency: 'USD',
    destinationMonths: 12,
    destinationTuitionAmount: 42000,
    destinationTuitionCurrency: 'CAD',
    intakes: [1, 9],
    active: true,
  };
  const publicPage = (slug: string) => t.app.inject({ method: 'GET', url: `/pathway/v1/${slug}` });

  it('is added, changed and switched off in the console, audited, and leaves the site when off', async () => {
    const created = await requestAs(t, editor, 'POST', '/pathway/admin/programs', program);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...program, universityName: 'University of Toronto' });
    const page = await publicPage(program.slug);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      title: program.title,
      onlineTuition: [{ amountMinor: 450000, currency: 'USD' }],
      destinationUniversity: { university: { slug: 'university-of-toronto' } },
    });

    const renamed = { ...program, title: 'Data Science Pathway (Toronto)' };
    const changed = await requestAs(t, admin, 'PUT', `/pathway/admin/programs/${program.slug}`, renamed);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicPage(program.slug)).json().title).toBe(renamed.title);

    const off = await requestAs(t, editor, 'PUT', `/pathway/admin/programs/${program.slug}`, {
      ...renamed,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicPage(program.slug)).statusCode).toBe(404);
    const listing = await t.app.inject({
      method: 'GET',
      url: '/pathway/accelerated-programs?country=canada&size=100',
    });
    expect(listing.json().items.map((p: { slug: string }) => p.slug)).not.toContain(program.slug);
    const list = (await requestAs(t, editor, 'GET', '/pathway/admin/programs')).json() as AdminProgramList;
    expect(list.items.find((p) => p.slug === program.slug)).toMatchObject({ active: false });

    const log = (
      await requestAs(t, editor, 'GET', `/cms/admin/audit?entity=program&key=${program.slug}`)
    ).json() as AuditLog;
    expect(log.items.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
  });

  it('refuses a program naming an unknown university or currency, or a slug in use, naming the field', async () => {
    const fresh = { ...program, slug: 'refused-pathway' };
    for (const [patch, field] of [
      [{ universitySlug: 'atlantis-university' }, 'universitySlug'],
      [{ onlineTuitionCurrency: 'XYZ' }, 'onlineTuitionCurrency'],
      [{ destinationMonths: 0 }, 'body.destinationMonths'],
    ] as const) {
      const res = await requestAs(t, editor, 'POST', '/pathway/admin/programs', { ...fresh, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    const taken = await requestAs(t, editor, 'POST', '/pathway/admin/programs', program);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'slug' });
    expect((await publicPage('refused-pathway')).statusCode).toBe(404);
  });

  const header =
    'slug,title,degree,category,universitySlug,onlineMonths,onlineTuitionAmount,onlineTuitionCurrency,destinationMonths,destinationTuitionAmount,destinationTuitionCurrency,highlights,intakes';
  const importCsv = (csv: string, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: `/pathway/admin/catalogue/import?feed=programs&dryRun=${dryRun}`,
      headers: { authorization: editor.authorization, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('imports a programs feed: row-level errors write nothing; a good feed creates and updates by slug', async () => {
    const good =
      'business-pathway-oxford,Business Pathway to Oxford,MASTERS,data-science,university-of-oxford,4,3000,USD,12,38000,GBP,Mentors;Oxford term,9';
    const bad = `${header}\n${good}\nbad-pathway,Bad Pathway,PHD,data-science,atlantis-university,4,3000,USD,12,38000,GBP,,13`;
    const refused = await importCsv(bad);
    expect(refused.statusCode).toBe(200);
    const report = refused.json() as CatalogueImportReport;
    expect(report.valid).toBe(false);
    expect(report.errors.map((e) => `${e.row}:${e.field}`)).toEqual(
      expect.arrayContaining(['3:degree', '3:intakes']),
    );
    expect((await publicPage('business-pathway-oxford')).statusCode).toBe(404);

    const unknown = await importCsv(
      `${header}\n${good.replace('university-of-oxford', 'atlantis-university')}`,
    );
    expect((unknown.json() as CatalogueImportReport).errors).toEqual([
      expect.objectContaining({ row: 2, field: 'universitySlug' }),
    ]);

    const imported = (await importCsv(`${header}\n${good}`)).json() as CatalogueImportReport;
    expect(imported).toMatchObject({ valid: true, created: 1, updated: 0 });
    const page = await publicPage('business-pathway-oxford');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ highlights: ['Mentors', 'Oxford term'], intakes: [9] });

    const again = (await importCsv(`${header}\n${good.replace('3000,USD', '3200,USD')}`)).json();
    expect(again).toMatchObject({ valid: true, created: 0, updated: 1 });
    expect((await publicPage('business-pathway-oxford')).json().onlineTuition).toEqual([
      { amountMinor: 320000, currency: 'USD' },
    ]);
  });
});

describe('alumni and buddies', () => {
  const alumnus = {
    fullName: 'Meera Pillai',
    universitySlug: 'university-of-toronto',
    course: 'MSc Computer Science',
    graduationYear: 2022,
    currentRole: 'Software engineer, Shopify',
    hometown: 'Kochi',
    email: 'meera.pillai.alumna@example.com',
    mobile: '+919812300001',
    active: true,
  };
  const listedIds = async (user: TestUser) =>
    (
      (await requestAs(t, user, 'GET', '/user/alumni?university=university-of-toronto&size=100')).json() as {
        items: { id: number }[];
      }
    ).items.map((a) => a.id);

  it('adds an alumnus, lists them to learners, and takes them off the list when switched off', async () => {
    const learner = await createUser(t, { fullName: 'Ira Menon' });
    const added = await requestAs(t, admin, 'POST', '/user/admin/alumni', alumnus);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    expect(added.json()).toMatchObject({ ...alumnus, universityName: 'University of Toronto' });
    expect(await listedIds(learner)).toContain(id);

    const off = await requestAs(t, admin, 'PUT', `/user/admin/alumni/${id}`, { ...alumnus, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await listedIds(learner)).not.toContain(id);
    const asked = await requestAs(t, learner, 'POST', `/user/alumni/${id}/connect`, {
      message: 'Could we talk about the course and life in Toronto?',
      share: 'email',
    });
    expect(asked.statusCode).toBe(404);

    const log = (
      await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=alumnus&key=${id}`)
    ).json() as AuditLog;
    expect(log.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect((await requestAs(t, editor, 'GET', `/cms/admin/audit?entity=alumnus&key=${id}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses an alumnus of an unknown university, a taken email or a mobile without its code', async () => {
    for (const [patch, field] of [
      [{ universitySlug: 'atlantis-university', email: 'a1@example.com' }, 'universitySlug'],
      [{}, 'email'],
      [{ mobile: '9812300001', email: 'a2@example.com' }, 'body.mobile'],
    ] as const) {
      const res = await requestAs(t, admin, 'POST', '/user/admin/alumni', { ...alumnus, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
  });

  it('matches a paid learner with a buddy of their destination only while the buddy is on', async () => {
    const { items } = (await requestAs(t, admin, 'GET', '/user/admin/buddies')).json() as AdminBuddyList;
    const covered = new Set(items.map((b) => b.destination));
    const destination = DESTINATIONS.find((d) => !covered.has(d.slug))!;
    const learner = await createUser(t, { fullName: 'Rohan Das', paidUser: true });
    const preference = {
      educationLevel: 'MASTERS',
      countries: [destination.iso3],
      subjects: ['computer-science'],
      intakeYear: 2027,
      intakeMonth: 9,
    };
    expect(
      (await requestAs(t, learner, 'PUT', `/user/${learner.id}/study-abroad-preference`, preference))
        .statusCode,
    ).toBe(200);
    const buddyOf = async () =>
      ((await requestAs(t, learner, 'GET', `/user/${learner.id}/buddy`)).json() as BuddyAssignment).buddy;

    const buddy = {
      fullName: 'Tara Joseph',
      email: `tara.${destination.slug}@example.com`,
      destination: destination.slug,
      university: 'A university there',
      course: 'MSc Data Science',
      about: 'Second-year student; happy to help with housing and the first weeks.',
      active: false,
    };
    const added = await requestAs(t, admin, 'POST', '/user/admin/buddies', buddy);
    expect(added.statusCode, added.body).toBe(201);
    expect(await buddyOf()).toBeNull();

    const { id } = added.json() as { id: number };
    const on = await requestAs(t, admin, 'PUT', `/user/admin/buddies/${id}`, { ...buddy, active: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await buddyOf()).toMatchObject({ fullName: 'Tara Joseph' });

    const taken = await requestAs(t, admin, 'POST', '/user/admin/buddies', {
      ...buddy,
      fullName: 'Someone Else',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'email' });
  });
});
