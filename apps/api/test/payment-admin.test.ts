import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBoosterProgram,
  AdminCouponList,
  AdminOrderPage,
  BoosterProgramUpdate,
} from '@meridian/domain/payment/admin';
import type { AuditLog } from '@meridian/domain/cms/audit';
import { coupons } from '#api/db/schema/payment.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { callback, checkout, essentialPackageId, order } from './payment-fixtures.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';
import { revalidationEnv, startRevalidationStub } from './revalidation-stub.ts';

let t: TestApp;
let stub: Awaited<ReturnType<typeof startRevalidationStub>>;
let admin: TestUser;
let counsellor: TestUser;
let packageId: number;

beforeAll(async () => {
  stub = await startRevalidationStub();
  t = await createTestApp({ env: revalidationEnv(stub.url) });
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
  packageId = await essentialPackageId(t);
});

afterAll(async () => {
  await t.close();
  await stub.close();
});

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'MONSOON20',
  discountType: 'percent',
  value: 20,
  validFrom: '2026-01-01T00:00:00+05:30',
  validUntil: '2030-01-01T00:00:00+05:30',
  maxRedemptions: 50,
  perUserLimit: 1,
  programSlugs: ['study-abroad-booster'],
  ...overrides,
});

const couponList = async () =>
  ((await requestAs(t, admin, 'GET', '/payment/admin/coupons')).json() as AdminCouponList).coupons;

const boosterProgram = async (slug: string) => {
  const res = await requestAs(t, admin, 'GET', '/payment/admin/programs');
  return (res.json() as { programs: AdminBoosterProgram[] }).programs.find((p) => p.slug === slug)!;
};

/** The program as the console's form sends it back, with one package's price on the default site changed. */
function withPrice(program: AdminBoosterProgram, id: number, priceMinor: number): BoosterProgramUpdate {
  return {
    title: program.title,
    summary: program.summary,
    active: program.active,
    packages: program.packages.map(({ prices, ...pkg }) => ({
      ...pkg,
      prices: prices.map(({ region, priceMinor: current }) => ({
        region,
        priceMinor: pkg.id === id && region === 'default' ? priceMinor : current,
      })),
    })),
  };
}

const audit = async (entity: string, key: string) =>
  (await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=${entity}&key=${key}`)).json() as AuditLog;

describe('a coupon and a changed package price, from the console to a paid order', () => {
  it('creates a coupon, changes a price, and a learner pays the new price less the coupon', async () => {
    const created = await requestAs(t, admin, 'POST', '/payment/admin/coupons', coupon());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'MONSOON20', active: true, redemptions: 0 });
    expect(created.json().description).toBe('20% off selected booster programs.');

    const mark = stub.mark();
    const program = await boosterProgram('study-abroad-booster');
    const changed = await requestAs(
      t,
      admin,
      'PUT',
      '/payment/admin/programs/study-abroad-booster',
      withPrice(program, packageId, 1_999_900),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().packages[0].prices).toContainEqual({
      region: 'default',
      currency: 'INR',
      priceMinor: 1_999_900,
    });
    // The public booster pages render afresh, and show the new price.
    expect(stub.since(mark)).toEqual([['booster-programs']]);
    const shown = await t.app.inject({ url: '/payment/booster-programs/study-abroad-booster' });
    expect(shown.json().packages[0]).toMatchObject({ id: packageId, priceMinor: 1_999_900 });

    const learner = await createUser(t, { fullName: 'Ishaan Verma' });
    const made = await order(t, learner, { packageId, couponCode: 'monsoon20' });
    expect(made.statusCode, JSON.stringify(made.json())).toBe(200);
    expect(made.json()).toMatchObject({ amountMinor: 1_599_920, currency: 'INR' });
    const { orderId } = made.json();
    const paid = await callback(t, learner, await checkout(t, learner, orderId, 'success'));
    expect(paid.statusCode, paid.body).toBe(200);

    expect((await couponList()).find((c) => c.code === 'MONSOON20')).toMatchObject({ redemptions: 1 });

    // The order is in the console's list, found by the learner, the program or its id, with its receipt.
    for (const q of [
      'ishaan',
      learner.email.slice(0, 20).toUpperCase(),
      'Study Abroad Booster',
      orderId.slice(0, 8),
    ]) {
      const page = await requestAs(
        t,
        admin,
        'GET',
        `/payment/admin/orders?q=${encodeURIComponent(q)}&status=paid`,
      );
      expect(page.statusCode, page.body).toBe(200);
      expect(
        (page.json() as AdminOrderPage).items.map((o) => o.id),
        q,
      ).toContain(orderId);
    }
    const [listed] = (
      (await requestAs(t, admin, 'GET', `/payment/admin/orders?q=${orderId}`)).json() as AdminOrderPage
    ).items;
    expect(listed).toMatchObject({
      status: 'paid',
      learner: { name: 'Ishaan Verma', email: learner.email },
      programSlug: 'study-abroad-booster',
      packageName: 'Essential',
      listPriceMinor: 1_999_900,
      discountMinor: 399_980,
      amountMinor: 1_599_920,
      couponCode: 'MONSOON20',
      payment: { amountMinor: 1_599_920, currency: 'INR' },
      refundNote: null,
    });
    const token = /\/payments\/receipt\/(\S+)/.exec(listed!.payment!.receiptUrl)![1]!;
    const pdf = await t.app.inject({ url: `/payment/receipt/file?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const none = await requestAs(t, admin, 'GET', '/payment/admin/orders?q=ishaan&status=failed');
    expect((none.json() as AdminOrderPage).total).toBe(0);
  });

  it('stops a coupon: learners are refused it, and it is still listed', async () => {
    await requestAs(t, admin, 'POST', '/payment/admin/coupons', coupon({ code: 'STOPME' }));
    const stopped = await requestAs(t, admin, 'PUT', '/payment/admin/coupons/stopme', { active: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    // Only the field sent changed.
    expect(stopped.json()).toMatchObject({ code: 'STOPME', active: false, value: 20, perUserLimit: 1 });

    const learner = await createUser(t, { fullName: 'Tara Menon' });
    const refused = await order(t, learner, { packageId, couponCode: 'STOPME' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('PY_CPN_4001');
    expect((await couponList()).find((c) => c.code === 'STOPME')).toMatchObject({ active: false });
  });

  it('switches a program off: not shown, not sold; on again, sold again', async () => {
    const program = await boosterProgram('study-abroad-booster');
    const off = { ...withPrice(program, packageId, 1_999_900), active: false };
    expect(
      (await requestAs(t, admin, 'PUT', '/payment/admin/programs/study-abroad-booster', off)).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/payment/booster-programs/study-abroad-booster' })).statusCode).toBe(
      404,
    );
    const learner = await createUser(t, { fullName: 'Arjun Das' });
    expect((await order(t, learner, { packageId })).statusCode).toBe(404);

    const on = { ...off, active: true };
    expect(
      (await requestAs(t, admin, 'PUT', '/payment/admin/programs/study-abroad-booster', on)).statusCode,
    ).toBe(200);
    expect((await order(t, learner, { packageId })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const couponRows = async () => (await t.database.db.select({ n: count() }).from(coupons))[0]!.n;

  it.each([
    ['a duplicate code', coupon({ code: 'WELCOME10' }), 'code', /already exists\. Choose another code/],
    [
      'a flat discount larger than a package of its program',
      coupon({ code: 'HUGEFLAT', discountType: 'flat', value: 5_000_000, currency: 'INR' }),
      'value',
      /not less than the price of Study Abroad Booster Program, Essential package .*Enter a smaller amount/,
    ],
    [
      'an end before the start',
      coupon({ code: 'BACKWARDS', validUntil: '2025-01-01T00:00:00+05:30' }),
      'body.validUntil',
      /must end after it starts/,
    ],
    ['a percent over 100', coupon({ code: 'OVER100', value: 120 }), 'body.value', /at most 100/],
    [
      'a flat discount with no currency',
      coupon({ code: 'NOCURRENCY', discountType: 'flat', value: 1000 }),
      'body.currency',
      /Choose the currency/,
    ],
    [
      'an unknown program',
      coupon({ code: 'NOWHERE', programSlugs: ['no-such-program'] }),
      'programSlugs',
      /no booster program no-such-program/,
    ],
  ])('refuses %s with its field and what to do, writing nothing', async (_name, body, field, message) => {
    const before = await couponRows();
    const res = await requestAs(t, admin, 'POST', '/payment/admin/coupons', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(message);
    expect(await couponRows()).toBe(before);
  });

  it('refuses all but one of the coupons made with one code at the same moment, as it refuses a duplicate', async () => {
    const answers = await Promise.all(
      [10, 20, 30, 40].map((value) =>
        requestAs(t, admin, 'POST', '/payment/admin/coupons', coupon({ code: 'TWINS', value })),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((res) => res.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        field: 'code',
        message: expect.stringMatching(/A coupon with the code TWINS already exists\. Choose another code/),
      });
    }
    // The one made keeps its own terms: the refused ones changed nothing.
    const made = answers.find((res) => res.statusCode === 201)!.json() as { value: number };
    expect((await couponList()).find((c) => c.code === 'TWINS')).toMatchObject({ value: made.value });
    expect((await audit('coupon', 'TWINS')).items).toHaveLength(1);
  });

  it('refuses a change that would make a coupon bad, keeping it as it was', async () => {
    await requestAs(t, admin, 'POST', '/payment/admin/coupons', coupon({ code: 'KEEPME' }));
    const res = await requestAs(t, admin, 'PUT', '/payment/admin/coupons/KEEPME', {
      validUntil: '2025-06-01T00:00:00+05:30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('validUntil');
    expect((await couponList()).find((c) => c.code === 'KEEPME')!.validUntil).toBe(
      '2029-12-31T18:30:00.000Z',
    );
  });

  it('refuses a package of another program, changing nothing of the program', async () => {
    const program = await boosterProgram('study-abroad-booster');
    const other = (await boosterProgram('sa-booster')).packages[0]!;
    const update = withPrice(program, packageId, 1_000_000);
    update.packages.push({ ...other, prices: [] });
    const res = await requestAs(t, admin, 'PUT', '/payment/admin/programs/study-abroad-booster', update);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('packages');
    expect(await boosterProgram('study-abroad-booster')).toEqual(program);
  });
});

describe('a new booster program and its packages, from the console', () => {
  const pkg = (overrides: Record<string, unknown> = {}) => ({
    name: 'Complete',
    summary: 'Everything from shortlist to visa for Hungary.',
    counsellingHours: 12,
    applicationCount: 5,
    testPrep: 'IELTS mock tests',
    visaGuidance: 'Student residence permit filing',
    active: true,
    prices: [{ region: 'default', priceMinor: 4_500_000 }],
    ...overrides,
  });
  const hungary = {
    slug: 'hungary-booster',
    title: 'Hungary Booster Program',
    summary: 'Study in Hungary with a counsellor at every step.',
    packages: [pkg()],
  };

  it('creates a program with a package that learners can buy at its price, audited as a create', async () => {
    const created = await requestAs(t, admin, 'POST', '/payment/admin/programs', hungary);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'hungary-booster',
      active: true,
      packages: [
        { name: 'Complete', prices: [{ region: 'default', currency: 'INR', priceMinor: 4_500_000 }] },
      ],
    });
    const shown = await t.app.inject({ url: '/payment/booster-programs/hungary-booster' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().packages).toEqual([
      expect.objectContaining({ name: 'Complete', priceMinor: 4_500_000, currency: 'INR' }),
    ]);
    const learner = await createUser(t, { fullName: 'Zsofia Nagy' });
    const made = await order(t, learner, {
      programSlug: 'hungary-booster',
      packageId: created.json().packages[0].id,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ amountMinor: 4_500_000, currency: 'INR' });
    expect((await audit('booster-program', 'hungary-booster')).items[0]).toMatchObject({
      action: 'create',
      actor: { name: 'Neha Kapoor' },
    });
  });

  it('adds a package, and switches off one left out, which a restore brings back', async () => {
    const program = await boosterProgram('hungary-booster');
    const [complete] = program.packages;
    const added = await requestAs(t, admin, 'PUT', '/payment/admin/programs/hungary-booster', {
      title: program.title,
      summary: program.summary,
      active: true,
      packages: [pkg({ name: 'Starter', prices: [{ region: 'vn', priceMinor: 9_000_000 }] })],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().packages).toEqual([
      expect.objectContaining({ id: complete!.id, active: false }),
      expect.objectContaining({
        name: 'Starter',
        active: true,
        prices: [{ region: 'vn', currency: 'VND', priceMinor: 9_000_000 }],
      }),
    ]);
    const onVn = await t.app.inject({ url: '/payment/booster-programs/hungary-booster?region=vn' });
    expect(onVn.json().packages.map((p: { name: string }) => p.name)).toEqual(['Starter']);

    const [change] = (await audit('booster-program', 'hungary-booster')).items;
    const restored = await requestAs(
      t,
      admin,
      'POST',
      `/cms/admin/audit/${change!.id}/restore?version=before`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await boosterProgram('hungary-booster')).packages).toEqual([
      complete,
      expect.objectContaining({ name: 'Starter', active: false }),
    ]);
  });

  it('refuses a taken address, a bad address and a price of 0, naming the field and writing nothing', async () => {
    const before = await requestAs(t, admin, 'GET', '/payment/admin/programs');
    for (const [body, field, message] of [
      [hungary, 'slug', /already exists\. Choose another address/],
      [{ ...hungary, slug: 'Hungary Booster' }, 'body.slug', /lowercase letters, digits and hyphens/],
      [
        {
          ...hungary,
          slug: 'hungary-two',
          packages: [pkg({ prices: [{ region: 'default', priceMinor: 0 }] })],
        },
        'body.packages.0.prices.0.priceMinor',
        /Enter a price above 0/,
      ],
    ] as const) {
      const res = await requestAs(t, admin, 'POST', '/payment/admin/programs', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field });
      expect(res.json().message).toMatch(message);
    }
    expect((await requestAs(t, admin, 'GET', '/payment/admin/programs')).json()).toEqual(before.json());
    expect(
      (await requestAs(t, counsellor, 'POST', '/payment/admin/programs', { ...hungary, slug: 'x-y' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('history and refund notes', () => {
  it('logs each coupon and price change by its admin, and a restore puts the old price back', async () => {
    const log = await audit('coupon', 'MONSOON20');
    expect(log.items.map((entry) => entry.action)).toEqual(['create']);
    expect(log.items[0]).toMatchObject({
      actor: { name: 'Neha Kapoor' },
      after: { code: 'MONSOON20', value: 20 },
    });

    const prices = await audit('booster-program', 'study-abroad-booster');
    const priceChange = prices.items.at(-1)!;
    expect(priceChange.action).toBe('update');
    const restored = await requestAs(
      t,
      admin,
      'POST',
      `/cms/admin/audit/${priceChange.id}/restore?version=before`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const shown = await t.app.inject({ url: '/payment/booster-programs/study-abroad-booster' });
    expect(shown.json().packages[0]).toMatchObject({ id: packageId, priceMinor: 2_499_900 });
  });

  it('notes a refund made at the gateway on an order, audited, and shows it in the list', async () => {
    const [paid] = (
      (await requestAs(t, admin, 'GET', '/payment/admin/orders?q=ishaan')).json() as AdminOrderPage
    ).items;
    const note = 'Refunded in full at the gateway on 3 June (rfnd_9x1), at the learner’s request.';
    const res = await requestAs(t, admin, 'PUT', `/payment/admin/orders/${paid!.id}/refund-note`, { note });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderId: paid!.id, note });
    const [listed] = (
      (await requestAs(t, admin, 'GET', `/payment/admin/orders?q=${paid!.id}`)).json() as AdminOrderPage
    ).items;
    // A note moves no money: the order stays paid.
    expect(listed).toMatchObject({ status: 'paid', refundNote: note });
    expect((await audit('order', paid!.id)).items[0]).toMatchObject({
      action: 'update',
      before: { note: null },
      after: { note },
    });

    const missing = await requestAs(
      t,
      admin,
      'PUT',
      '/payment/admin/orders/00000000-0000-4000-8000-000000000009/refund-note',
      { note },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('shows payment history to admins only', async () => {
    const res = await requestAs(t, counsellor, 'GET', '/cms/admin/audit?entity=coupon&key=MONSOON20');
    expect(res.statusCode).toBe(403);
  });
});
