import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { AdminCentre, AdminCentreList } from '@meridian/domain/lead/centres';
import { createTestApp, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
});

afterAll(async () => {
  await t.close();
});

const centre = {
  slug: 'nashik-college-road',
  name: 'Meridian Experience Centre, College Road',
  citySlug: 'nashik',
  address: '1st Floor, Vishwas Plaza, College Road',
  postalCode: '422005',
  phone: '0253 231 4567',
  openingHours: { weekdays: [1, 2, 3, 4, 5, 6], opens: '10:00', closes: '18:30' },
  mapUrl: 'https://www.openstreetmap.org/?mlat=20.0059&mlon=73.7629',
  offers: ['consultant'],
  active: true,
};

const directory = (path: string) => t.app.inject({ method: 'GET', url: `/cms/directory/${path}` });
const nashikListing = async () =>
  ((await directory('consultant/nashik')).json().listings ?? []).find(
    (listing: { name: string }) => listing.name === centre.name,
  );

describe('experience centres in the console', () => {
  it('are added, listed in the directory they offer, changed and switched off, each change audited and restorable', async () => {
    const created = await requestAs(t, admin, 'POST', '/lead/admin/centres', centre);
    expect(created.statusCode, created.body).toBe(201);
    const added = created.json() as AdminCentre;
    expect(added).toMatchObject({ ...centre, phone: '+912532314567', cityName: 'Nashik', sample: false });
    expect(await nashikListing()).toMatchObject({
      streetAddress: centre.address,
      phone: '+912532314567',
      openingHours: centre.openingHours,
      sample: false,
    });
    expect((await directory('ielts-coaching/nashik')).statusCode).toBe(404);

    const moved = { ...centre, address: '2nd Floor, Vishwas Plaza, College Road' };
    const changed = await requestAs(t, admin, 'PUT', `/lead/admin/centres/${added.id}`, moved);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await nashikListing()).streetAddress).toBe(moved.address);

    const off = await requestAs(t, admin, 'PUT', `/lead/admin/centres/${added.id}`, {
      ...moved,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await nashikListing()).toBeUndefined();
    const list = (await requestAs(t, admin, 'GET', '/lead/admin/centres')).json() as AdminCentreList;
    expect(list.items.find((item) => item.id === added.id)).toMatchObject({ active: false });

    const log = (
      await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=centre&key=${added.id}`)
    ).json() as AuditLog;
    expect(log.items.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    // Putting back the version before the switch-off lists it again.
    const restored = await requestAs(
      t,
      admin,
      'POST',
      `/cms/admin/audit/${log.items[0]!.id}/restore?version=before`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await nashikListing()).streetAddress).toBe(moved.address);
  });

  it('refuses bad input with the field at fault and a sentence to act on, writing nothing', async () => {
    const fresh = { ...centre, slug: 'refused-centre', name: 'Meridian Experience Centre, Refused' };
    for (const [patch, field, words] of [
      [{ citySlug: 'atlantis' }, 'citySlug', 'choose one of the listed cities'],
      [{ slug: centre.slug }, 'slug', 'choose another'],
      [{ phone: '12345' }, 'body.phone', 'area code'],
      [{ postalCode: '4220' }, 'body.postalCode', '6-digit PIN code'],
      [
        { openingHours: { weekdays: [1], opens: '18:00', closes: '09:00' } },
        'body.openingHours.closes',
        'after the opening time',
      ],
      [
        { openingHours: { weekdays: [], opens: '09:00', closes: '18:00' } },
        'body.openingHours.weekdays',
        'at least one day',
      ],
      [{ mapUrl: 'maps.example/centre' }, 'body.mapUrl', 'https://'],
    ] as const) {
      const res = await requestAs(t, admin, 'POST', '/lead/admin/centres', { ...fresh, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json(), JSON.stringify(patch)).toMatchObject({ field });
      expect(res.json().detail, JSON.stringify(patch)).toContain(words);
    }
    const list = (await requestAs(t, admin, 'GET', '/lead/admin/centres')).json() as AdminCentreList;
    expect(list.items.map((item) => item.slug)).not.toContain('refused-centre');

    const [existing] = list.items.filter((item) => item.slug === centre.slug);
    const { id, cityName: _city, sample: _sample, ...input } = existing!;
    const renamed = await requestAs(t, admin, 'PUT', `/lead/admin/centres/${id}`, {
      ...input,
      slug: 'renamed',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'slug' });
  });

  it('makes one of the centres added with one slug at the same moment, refusing the others as a taken slug', async () => {
    const twin = { ...centre, slug: 'nashik-twin-centre', name: 'Meridian Experience Centre, Twin' };
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => requestAs(t, admin, 'POST', '/lead/admin/centres', twin)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((res) => res.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        field: 'slug',
        detail: 'Another centre already has the slug nashik-twin-centre: choose another.',
      });
    }
  });

  it('marks the sample centres of a development database as samples', async () => {
    const pune = (await directory('consultant/pune')).json();
    expect(pune.listings.length).toBeGreaterThan(0);
    expect(pune.listings.every((listing: { sample: boolean }) => listing.sample)).toBe(true);
  });

  it('offers no visit at a centre switched off, and its times again once it is back on', async () => {
    const centreNames = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/lead/appointments/slots?mode=centre' });
      return new Set((res.json().slots as { centre: { name: string } }[]).map((slot) => slot.centre.name));
    };
    const list = (await requestAs(t, admin, 'GET', '/lead/admin/centres')).json() as AdminCentreList;
    const koregaon = list.items.find((item) => item.slug === 'pune-koregaon-park')!;
    expect(await centreNames()).toContain(koregaon.name);

    const { id, cityName: _city, sample: _sample, ...input } = koregaon;
    const off = await requestAs(t, admin, 'PUT', `/lead/admin/centres/${id}`, { ...input, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await centreNames()).not.toContain(koregaon.name);

    await requestAs(t, admin, 'PUT', `/lead/admin/centres/${id}`, { ...input, active: true });
    expect(await centreNames()).toContain(koregaon.name);
  });
});
