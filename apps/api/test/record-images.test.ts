import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { AdminUniversityList } from '@meridian/domain/catalogue/brochure-admin';
import type { UniversityListResponse, UniversityOverview } from '@meridian/domain/catalogue/schemas';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { RecordImage } from '@meridian/domain/content/media';
import { IMAGE_MAX_BYTES } from '@meridian/domain/content/media-sizes';
import type { HomeResponse } from '@meridian/domain/home/schemas';
import type { AppointmentSlots } from '@meridian/domain/lead/appointments';
import type { CounsellorSettingsList } from '@meridian/domain/lead/counsellors';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let counsellor: TestUser;
let logo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
  counsellor = await createUser(t, { fullName: 'Meera Iyer', permissions: ['lms_user'] });
  logo = await sharp({ create: { width: 640, height: 640, channels: 4, background: '#7a1f2b' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
});

function upload(user: TestUser, url: string, bytes: Buffer, fileName = 'logo.png') {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'image/png' }), fileName);
  return t.app.inject({ method: 'PUT', url, headers: { authorization: user.authorization }, payload: form });
}

const overview = async (slug: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/pathway/university/${slug}/overview` })
  ).json() as UniversityOverview;

const history = async (entity: string, key: string) =>
  (await requestAs(t, editor, 'GET', `/cms/admin/audit?entity=${entity}&key=${key}`)).json() as AuditLog;

const mediaCount = async () =>
  (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from media`))[0]!.n;

describe('a university’s logo and campus photo', () => {
  const slug = 'university-of-toronto';
  const logoUrl = `/pathway/admin/universities/${slug}/logo`;

  it('shows the crest (no logo) until an editor uploads one, then the upload everywhere the university is named, audited', async () => {
    expect((await overview(slug)).logo).toBeNull();

    const res = await upload(editor, logoUrl, logo);
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as RecordImage;
    expect(image).toMatchObject({ width: 640, height: 640 });

    expect((await overview(slug)).logo).toEqual(image);
    const cards = (
      await t.app.inject({ method: 'GET', url: '/pathway/universities?country=canada&size=50' })
    ).json() as UniversityListResponse;
    expect(cards.items.find((u) => u.slug === slug)!.logo).toEqual(image);
    const admins = (
      await requestAs(t, editor, 'GET', '/pathway/admin/universities?search=toronto')
    ).json() as AdminUniversityList;
    expect(admins.items[0]).toMatchObject({ slug, logo: image, campusPhoto: null });

    const served = await t.app.inject({ method: 'GET', url: `/cms/media/${image!.mediaId}/480.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const [entry] = (await history('university-images', slug)).items;
    expect(entry).toMatchObject({
      action: 'update',
      actor: { name: 'Kabir Shah' },
      before: { universitySlug: slug, logo: null },
      after: { universitySlug: slug, logo: image },
    });

    const removed = await requestAs(t, editor, 'DELETE', logoUrl);
    expect(removed.json()).toEqual({ image: null });
    expect((await overview(slug)).logo).toBeNull();
  });

  it('keeps a campus photo apart from the logo', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const res = await upload(admin, `/pathway/admin/universities/${slug}/campus-photo`, photo, 'campus.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const university = await overview(slug);
    expect(university.campusPhoto).toMatchObject({ width: 2000, height: 1000 });
    expect(university.logo).toBeNull();
  });

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever its name, and writes nothing', async () => {
    const before = {
      media: await mediaCount(),
      history: (await history('university-images', slug)).items.length,
    };
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [SAMPLE_FILES.pdf, 'logo.png'],
      [SAMPLE_FILES.exe, 'logo.jpg'],
      [svg, 'logo.svg'],
      // A PNG's signature on bytes that are not a picture.
      [Buffer.concat([SAMPLE_FILES.png.subarray(0, 16), Buffer.alloc(200, 7)]), 'broken.png'],
    ] as const) {
      const res = await upload(editor, logoUrl, bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'UNSUPPORTED_IMAGE',
        field: 'file',
        message: expect.stringContaining('Please upload a PNG, JPEG, JPG or WebP image.'),
      });
    }
    expect(await mediaCount()).toBe(before.media);
    expect((await history('university-images', slug)).items).toHaveLength(before.history);
    expect((await overview(slug)).logo).toBeNull();
  });

  it('refuses a picture over the size limit, naming the field and the limit', async () => {
    const before = await mediaCount();
    const res = await upload(editor, logoUrl, Buffer.concat([logo, Buffer.alloc(IMAGE_MAX_BYTES)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file', detail: 'the picture must be 8 MB or smaller' });
    expect(await mediaCount()).toBe(before);
  });

  it('answers 404 for an unknown university and 403 for a learner, storing nothing', async () => {
    const before = await mediaCount();
    expect(
      (await upload(editor, '/pathway/admin/universities/no-such-university/logo', logo)).statusCode,
    ).toBe(404);
    const learner = await createUser(t, { fullName: 'Ananya Rao' });
    expect((await upload(learner, logoUrl, logo)).statusCode).toBe(403);
    expect(await mediaCount()).toBe(before);
  });
});

describe('a counsellor’s photo', () => {
  it('is uploaded by an admin or the counsellor themself and shown with their bookable slots', async () => {
    const url = `/lead/admin/counsellors/${counsellor.id}/photo`;
    const own = await upload(counsellor, url, logo, 'me.png');
    expect(own.statusCode, own.body).toBe(200);
    const { image } = own.json() as RecordImage;
    const other = await createUser(t, { fullName: 'Rohan Das', permissions: ['lms_user'] });
    expect((await upload(other, url, logo)).statusCode).toBe(403);

    const list = (
      await requestAs(t, admin, 'GET', '/lead/admin/counsellors')
    ).json() as CounsellorSettingsList;
    expect(list.counsellors.find((c) => c.id === counsellor.id)!.photo).toEqual(image);
    expect(list.counsellors.find((c) => c.id === other.id)!.photo).toBeNull();
    // A learner is no counsellor: their own address still has no photo to take.
    const learner = await createUser(t, { fullName: 'Ishaan Verma' });
    expect((await upload(learner, `/lead/admin/counsellors/${learner.id}/photo`, logo)).statusCode).toBe(404);

    const [entry] = (
      (
        await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=counsellor-photo&key=${counsellor.id}`)
      ).json() as AuditLog
    ).items;
    expect(entry).toMatchObject({ after: { userId: counsellor.id, photo: image } });

    const slots = (
      await t.app.inject({ method: 'GET', url: '/lead/appointments/slots?timeZone=Asia/Kolkata' })
    ).json() as AppointmentSlots;
    expect(slots.slots.length).toBeGreaterThan(0);
    // The seeded counsellors have no photo yet: learners see their initials.
    expect(slots.slots.every((slot) => slot.counsellor.photo === null)).toBe(true);
  });
});

describe('a testimonial’s photo', () => {
  it('is uploaded by an editor and shown on the home page; the others keep their initials', async () => {
    const home = async () =>
      ((await t.app.inject({ method: 'GET', url: '/cms/home' })).json() as HomeResponse).testimonials;
    const [first, second] = await home();
    expect(first!.photo).toBeNull();
    const res = await upload(editor, `/cms/admin/testimonials/${first!.id}/photo`, logo, 'student.png');
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json() as RecordImage;
    const after = await home();
    expect(after.find((x) => x.id === first!.id)!.photo).toEqual(image);
    expect(after.find((x) => x.id === second!.id)!.photo).toBeNull();
    expect((await upload(editor, '/cms/admin/testimonials/999999/photo', logo)).statusCode).toBe(404);
  });
});
