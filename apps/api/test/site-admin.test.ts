import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { AdminEventList, EventInput } from '@meridian/domain/cms/events-admin';
import type { AdminMenu } from '@meridian/domain/cms/menus-admin';
import type { AdminBanner, AdminSiteBar, AdminSiteBarList } from '@meridian/domain/cms/site-bars-admin';
import type { AdminWebinarList, WebinarInput } from '@meridian/domain/cms/webinars-admin';
import type { FooterMenu } from '@meridian/domain/navigation/schemas';
import { createTestApp, type TestApp } from './helper.ts';
import { revalidationEnv, startRevalidationStub } from './revalidation-stub.ts';
import { createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { expectGuarded } from './guard-checks.ts';

let t: TestApp;
let editor: TestUser;
let learner: TestUser;
let web: Awaited<ReturnType<typeof startRevalidationStub>>;

beforeAll(async () => {
  web = await startRevalidationStub();
  t = await createTestApp({ env: revalidationEnv(web.url) });
  editor = await demoUser(t, '+919000000301');
  learner = await createUser(t, { fullName: 'Kabir Malhotra' });
});

afterAll(async () => {
  await t.close();
  await web.close();
});

const as = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user ? { authorization: user.authorization } : {},
    ...(payload ? { payload } : {}),
  });

/** The change log of one record, newest first. */
async function historyOf(entity: string, key: string): Promise<AuditLog['items']> {
  const res = await as(editor, 'GET', `/cms/admin/audit?entity=${entity}&key=${encodeURIComponent(key)}`);
  return (res.json() as AuditLog).items;
}

async function restore(auditId: number) {
  const res = await as(editor, 'POST', `/cms/admin/audit/${auditId}/restore`);
  expect(res.statusCode, res.body).toBe(200);
}

describe('the site furniture routes of the back office', () => {
  it('refuse anonymous callers (401) and learners (403)', async () => {
    await expectGuarded(
      t,
      [
        { method: 'GET', url: '/cms/admin/events' },
        { method: 'GET', url: '/cms/admin/events/indore' },
        { method: 'POST', url: '/cms/admin/events' },
        { method: 'PUT', url: '/cms/admin/events/indore' },
        { method: 'GET', url: '/cms/admin/webinars' },
        { method: 'POST', url: '/cms/admin/webinars' },
        { method: 'GET', url: '/cms/admin/banners' },
        { method: 'PUT', url: '/cms/admin/banners/1' },
        { method: 'GET', url: '/cms/admin/site-bars' },
        { method: 'POST', url: '/cms/admin/site-bars' },
        { method: 'GET', url: '/cms/admin/menus/footer' },
        { method: 'PUT', url: '/cms/admin/menus/header' },
      ],
      [learner],
    );
  });
});

describe('university fairs', () => {
  it('keeps a draft fair off the site, publishes it at the IST time given, and restores the earlier title', async () => {
    const indore = (await as(editor, 'GET', '/cms/admin/events/indore')).json() as EventInput;
    const fair: EventInput = {
      ...indore,
      slug: 'pune',
      city: 'Pune',
      title: 'Study Abroad University Fair, Pune',
      venueName: 'JW Marriott Hotel Pune',
      venueAddress: 'Senapati Bapat Road, Shivajinagar, Pune, Maharashtra 411053',
      latitude: 18.5322,
      longitude: 73.8296,
      startsAt: '2099-01-16T10:00:00+05:30',
      status: 'draft',
    };
    const created = await as(editor, 'POST', '/cms/admin/events', fair);
    expect(created.statusCode, created.body).toBe(201);
    // 10:00 in India is 04:30 UTC.
    expect((created.json() as EventInput).startsAt).toBe('2099-01-16T04:30:00.000Z');
    expect((await as(undefined, 'GET', '/pathway/events/pune')).statusCode).toBe(404);

    const published = await as(editor, 'PUT', '/cms/admin/events/pune', { ...fair, status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const detail = await as(undefined, 'GET', '/pathway/events/pune');
    expect(detail.json()).toMatchObject({ title: fair.title, startsAt: '2099-01-16T04:30:00.000Z' });
    expect(detail.json().universities.map((u: { slug: string }) => u.slug)).toEqual(indore.universitySlugs);

    await as(editor, 'PUT', '/cms/admin/events/pune', {
      ...fair,
      status: 'published',
      title: 'Study Abroad University Fair, Pune: 30 universities',
    });
    const history = await historyOf('event', 'pune');
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    await restore(history[1]!.id);
    expect((await as(undefined, 'GET', '/pathway/events/pune')).json().title).toBe(fair.title);

    const list = (await as(editor, 'GET', '/cms/admin/events')).json() as AdminEventList;
    expect(list.items.find((row) => row.slug === 'pune')).toMatchObject({
      status: 'published',
      registrations: 0,
    });
  });

  it('names the field at fault in the catalogue’s words and writes nothing', async () => {
    const indore = (await as(editor, 'GET', '/cms/admin/events/indore')).json() as EventInput;
    const unknown = await as(editor, 'PUT', '/cms/admin/events/indore', {
      ...indore,
      universitySlugs: ['university-of-nowhere'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
    expect(unknown.json().message).toMatch(
      /^Apologies! .*\(universitySlugs: no university university-of-nowhere\)$/,
    );

    const short = await as(editor, 'PUT', '/cms/admin/events/indore', { ...indore, durationMinutes: 10 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('(body.durationMinutes:');

    expect((await as(editor, 'GET', '/cms/admin/events/indore')).json()).toEqual(indore);
    expect(await historyOf('event', 'indore')).toEqual([]);
  });
});

describe('webinars', () => {
  it('keeps a draft session off the site, refuses fewer seats than registered, and restores', async () => {
    const list = (await as(editor, 'GET', '/cms/admin/webinars')).json() as AdminWebinarList;
    const existing = (
      await as(editor, 'GET', `/cms/admin/webinars/${list.items[0]!.slug}`)
    ).json() as WebinarInput;
    const session: WebinarInput = {
      ...existing,
      slug: 'uk-student-visa-financial-evidence-2099',
      title: 'UK Student visa: showing your funds the right way',
      startsAt: '2099-02-03T18:30:00+05:30',
      seats: 300,
      joinUrl: 'https://meet.example.org/uk-visa-funds',
      zoomMeetingNumber: null,
      status: 'draft',
    };
    const beforeCreate = web.mark();
    const created = await as(editor, 'POST', '/cms/admin/webinars', session);
    expect(created.statusCode, created.body).toBe(201);
    expect(web.since(beforeCreate)).toEqual([['webinars']]);
    expect((created.json() as WebinarInput).startsAt).toBe('2099-02-03T13:00:00.000Z');
    const live = `/webinar/live/${session.slug}`;
    expect((await as(undefined, 'GET', live)).statusCode).toBe(404);

    await as(editor, 'PUT', `/cms/admin/webinars/${session.slug}`, { ...session, status: 'published' });
    expect((await as(undefined, 'GET', live)).json().title).toBe(session.title);
    const id = (await as(undefined, 'GET', live)).json().id;
    for (const person of [learner, editor]) {
      const seat = await as(person, 'POST', `/webinar/registration/${id}`);
      expect(seat.statusCode, seat.body).toBe(200);
    }

    const none = await as(editor, 'PUT', `/cms/admin/webinars/${session.slug}`, { ...session, seats: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('(body.seats:');
    const belowTaken = await as(editor, 'PUT', `/cms/admin/webinars/${session.slug}`, {
      ...session,
      seats: 1,
    });
    expect(belowTaken.statusCode).toBe(400);
    expect(belowTaken.json().message).toContain(
      '(seats: 2 learners have registered; keep at least that many seats)',
    );
    const full = await as(editor, 'PUT', `/cms/admin/webinars/${session.slug}`, {
      ...session,
      seats: 2,
      status: 'published',
      title: 'UK Student visa funds: the session is full',
    });
    expect(full.statusCode, full.body).toBe(200);

    await as(editor, 'PUT', `/cms/admin/webinars/${session.slug}`, { ...session, status: 'draft' });
    expect((await as(undefined, 'GET', live)).statusCode).toBe(404);
    const history = await historyOf('webinar', session.slug);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'create']);
    await restore(history[1]!.id);
    expect((await as(undefined, 'GET', live)).json()).toMatchObject({
      title: 'UK Student visa funds: the session is full',
    });
    const row = ((await as(editor, 'GET', '/cms/admin/webinars')).json() as AdminWebinarList).items.find(
      (item) => item.slug === session.slug,
    );
    expect(row).toMatchObject({ seats: 2, registered: 2 });
  });
});

describe('home banners and the hello bar', () => {
  it('shows a banner only in its region and its active dates, and refuses a video banner with a link', async () => {
    const banner = {
      region: 'vn',
      kind: 'link',
      title: 'Study in Australia from Vietnam: February and July intakes',
      subtitle:
        'Compare tuition, living costs and the 485 post-study work visa across Australian universities.',
      ctaText: 'Explore Australia',
      href: '/australia',
      videoId: null,
      image: 'vn',
      imageAlt: 'A globe with flight paths over a red and gold horizon',
      sortOrder: 0,
      startsAt: null,
      endsAt: null,
      status: 'published',
    };
    const beforeCreate = web.mark();
    const created = await as(editor, 'POST', '/cms/admin/banners', banner);
    // The cached home page shows banners; it renders afresh.
    expect(web.since(beforeCreate)).toEqual([['home']]);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as AdminBanner).id;
    const titles = async (region: string) =>
      ((await as(undefined, 'GET', `/cms/home?region=${region}`)).json().banners as { title: string }[]).map(
        (b) => b.title,
      );
    expect(await titles('vn')).toContain(banner.title);
    expect(await titles('default')).not.toContain(banner.title);

    const ended = await as(editor, 'PUT', `/cms/admin/banners/${id}`, {
      ...banner,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2025-03-31T18:29:59Z',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await titles('vn')).not.toContain(banner.title);

    const backwards = await as(editor, 'PUT', `/cms/admin/banners/${id}`, {
      ...banner,
      startsAt: '2026-03-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(backwards.json().message).toContain('(body.endsAt: must be after the start)');
    const video = await as(editor, 'POST', '/cms/admin/banners', { ...banner, kind: 'video' });
    expect(video.json().message).toContain('(body.href: a video banner has no link; it needs a button text)');

    const history = await historyOf('banner', String(id));
    await restore(history[1]!.id);
    expect(await titles('vn')).toContain(banner.title);
  });

  it('changes the hello bar’s text, takes it off the site, and restores it', async () => {
    const bars = (await as(editor, 'GET', '/cms/admin/site-bars')).json() as AdminSiteBarList;
    const hello = bars.items.find((bar) => bar.kind === 'hello' && bar.region === 'default')!;
    const { id, ...input } = hello;
    const helloBar = async () =>
      (await as(undefined, 'GET', '/cms/site-extras?region=default&path=/study-abroad/uk')).json().helloBar;

    const message = 'UK September 2027 intake: UCAS equal-consideration deadline is 28 January 2027.';
    const changed = await as(editor, 'PUT', `/cms/admin/site-bars/${id}`, {
      ...input,
      message,
      endsAt: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AdminSiteBar).message).toBe(message);
    expect(await helloBar()).toMatchObject({ message });

    await as(editor, 'PUT', `/cms/admin/site-bars/${id}`, {
      ...input,
      message,
      endsAt: null,
      status: 'draft',
    });
    expect(await helloBar()).toBeNull();

    const badLink = await as(editor, 'PUT', `/cms/admin/site-bars/${id}`, {
      ...input,
      href: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toContain(
      '(body.href: must be a site path, an https address or tel: number)',
    );

    const history = await historyOf('site-bar', String(id));
    expect(history[0]!.before).toMatchObject({ message, status: 'published' });
    await restore(history[1]!.id);
    expect(await helloBar()).toMatchObject({ message });
  });
});

describe('menus', () => {
  it('renames, reorders, removes and hides footer links per region, and restores the earlier footer', async () => {
    const stored = (await as(editor, 'GET', '/cms/admin/menus/footer')).json() as AdminMenu & {
      key: 'footer';
    };
    const footer = (region: string) =>
      as(undefined, 'GET', `/cms/menu/footer?region=${region}`).then((res) => res.json() as FooterMenu);
    const [first, ...rest] = stored.tree;
    const [keep, gone, ...others] = first!.child;
    const renamed = { ...keep!, anchor_text_of_link: 'Who we are' };
    const vietnamOnly = {
      id: `${first!.id}.vietnam-office`,
      href: '/contact-us',
      anchor_text_of_link: 'Our Ho Chi Minh City office',
      hiddenIn: ['default', 'sa'] as const,
    };
    const tree = [{ ...first!, child: [...others, renamed, vietnamOnly] }, ...rest];

    const beforeSave = web.mark();
    const saved = await as(editor, 'PUT', '/cms/admin/menus/footer', { key: 'footer', tree });
    expect(saved.statusCode, saved.body).toBe(200);
    // Every region's cached pages carry the menus.
    expect(web.since(beforeSave)).toEqual([['menus']]);
    expect((saved.json() as AdminMenu).version).toBe(stored.version + 1);

    const india = (await footer('default'))
      .find((s) => s.id === first!.id)!
      .child.map((l) => l.anchor_text_of_link);
    expect(india.at(-1)).toBe('Who we are');
    expect(india).not.toContain(gone!.anchor_text_of_link);
    expect(india).not.toContain('Our Ho Chi Minh City office');
    const vietnam = (await footer('vn'))
      .find((s) => s.id === first!.id)!
      .child.map((l) => l.anchor_text_of_link);
    expect(vietnam).toContain('Our Ho Chi Minh City office');

    const twice = await as(editor, 'PUT', '/cms/admin/menus/footer', {
      key: 'footer',
      tree: [{ ...first!, child: [keep!, keep!] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('(body.tree: two items share an id; give each its own)');
    const badHref = await as(editor, 'PUT', '/cms/admin/menus/footer', {
      key: 'footer',
      tree: [{ ...first!, child: [{ ...keep!, href: 'www.example.com' }] }],
    });
    expect(badHref.json().message).toMatch(
      /\(body\.tree\.0\.child\.0\.href: must start with \/ or https:\/\/\)/,
    );

    const history = await historyOf('menu', 'footer');
    expect(history).toHaveLength(1);
    expect(history[0]!.before).toEqual({ key: 'footer', tree: stored.tree });
    // The footer was imported, not written here: undoing the first change puts the imported one back.
    const undone = await as(editor, 'POST', `/cms/admin/audit/${history[0]!.id}/restore?version=before`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as AuditLog).items[0]).toMatchObject({
      action: 'restore',
      restoredFrom: history[0]!.id,
    });
    expect((await as(editor, 'GET', '/cms/admin/menus/footer')).json()).toMatchObject({ tree: stored.tree });
    const links = (await footer('default'))
      .find((s) => s.id === first!.id)!
      .child.map((l) => l.anchor_text_of_link);
    expect(links).toContain(gone!.anchor_text_of_link);
  });
});
