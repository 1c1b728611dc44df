import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons, paymentOrders } from '#api/db/schema/payment.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';
import { callback, checkout, essentialPackageId, order } from './payment-fixtures.ts';

let t: TestApp;
let packageId: number;
const TODAY = new Date('2026-10-01T06:30:00Z');
let now = TODAY;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  packageId = await essentialPackageId(t);
});

beforeEach(() => {
  now = TODAY;
});

afterAll(async () => {
  await t.close();
});

function quote(user: TestUser, code: string, query: Record<string, string | number> = {}) {
  return t.app.inject({
    url: `/payment/coupon/${user.id}/coupon/${code}`,
    query: { programSlug: 'study-abroad-booster', packageId: String(packageId), ...query } as Record<
      string,
      string
    >,
    headers: { authorization: user.authorization },
  });
}

async function refusal(user: TestUser, code: string, query: Record<string, string | number> = {}) {
  const res = await quote(user, code, query);
  expect(res.statusCode, res.body).toBe(400);
  return { errorCode: res.json().errorCode, message: res.json().message };
}

const redeemed = async (code: string) =>
  (await t.database.db.select({ n: coupons.redeemedCount }).from(coupons).where(eq(coupons.code, code)))[0]!
    .n;

describe('GET /payment/coupon/{userId}/coupon/{coupon}', () => {
  it('answers a percent coupon’s discounted price, and a flat one’s', async () => {
    const learner = await createUser(t);
    const percent = await quote(learner, 'welcome10');
    expect(percent.statusCode).toBe(200);
    expect(percent.json()).toMatchObject({
      couponCode: 'WELCOME10',
      listPriceMinor: 2_499_900,
      discountMinor: 249_990,
      amountMinor: 2_249_910,
      currency: 'INR',
    });
    expect((await quote(learner, 'BOOST5000')).json()).toMatchObject({
      discountMinor: 500_000,
      amountMinor: 1_999_900,
    });
  });

  it('works only inside its window, by the clock', async () => {
    const learner = await createUser(t);
    expect(await refusal(learner, 'DIWALI25')).toEqual({
      errorCode: 'PY_CPN_4002',
      message: 'This coupon has expired.',
    });
    now = new Date('2025-10-20T12:00:00Z');
    expect((await quote(learner, 'DIWALI25')).json().discountMinor).toBe(624_975);
    now = new Date('2026-05-31T18:29:59Z');
    expect(await refusal(learner, 'BOOST5000')).toEqual({
      errorCode: 'PY_CPN_4003',
      message: 'This coupon is not active yet.',
    });
    now = new Date('2026-05-31T18:30:00Z');
    expect((await quote(learner, 'BOOST5000')).statusCode).toBe(200);
  });

  it('says why it refuses: used up, not for this program or currency, unknown', async () => {
    const learner = await createUser(t);
    expect(await refusal(learner, 'FIRST100')).toEqual({
      errorCode: 'PY_CPN_4004',
      message: 'This coupon has been used up.',
    });
    expect(await refusal(learner, 'SAUDI15')).toEqual({
      errorCode: 'PY_CPN_4006',
      message: 'This coupon is not valid for this program.',
    });
    expect((await refusal(learner, 'BOOST5000', { region: 'vn' })).errorCode).toBe('PY_CPN_4007');
    expect((await refusal(learner, 'NOSUCHCODE')).errorCode).toBe('PY_CPN_4001');
    const saudi = await packageOf('sa-booster');
    expect(
      await refusal(learner, 'BOOST5000', { programSlug: 'sa-booster', packageId: saudi, region: 'sa' }),
    ).toMatchObject({
      errorCode: 'PY_CPN_4006',
    });
  });

  it('refuses to check a coupon for another learner (403)', async () => {
    const [learner, other] = [await createUser(t), await createUser(t)];
    const res = await t.app.inject({
      url: `/payment/coupon/${learner.id}/coupon/WELCOME10`,
      query: { programSlug: 'study-abroad-booster', packageId: String(packageId) },
      headers: { authorization: other.authorization },
    });
    expect(res.statusCode).toBe(403);
  });
});

/** The first package of one of Saudi Arabia's programs. */
async function packageOf(programSlug: string): Promise<number> {
  const res = await t.app.inject({ url: `/payment/booster-programs/${programSlug}?region=sa` });
  return res.json().packages[0].id;
}

describe('an order with a coupon', () => {
  it('is priced with the discount, counts the coupon once paid, and the learner cannot use it again', async () => {
    const learner = await createUser(t);
    const before = await redeemed('WELCOME10');
    const created = await order(t, learner, { packageId, couponCode: 'WELCOME10' });
    expect(created.json()).toMatchObject({ amountMinor: 2_249_910, currency: 'INR' });
    const paid = await callback(t, learner, await checkout(t, learner, created.json().orderId, 'success'));
    expect(paid.json()).toMatchObject({ status: 'paid', couponCode: 'WELCOME10', discountMinor: 249_990 });
    expect(await redeemed('WELCOME10')).toBe(before + 1);
    expect(await refusal(learner, 'WELCOME10')).toEqual({
      errorCode: 'PY_CPN_4005',
      message: 'You have already used this coupon.',
    });
  });

  it('counts a once-per-learner coupon once when three orders using it are paid at once', async () => {
    const learner = await createUser(t);
    const before = await redeemed('WELCOME10');
    const orders = [
      await order(t, learner, { packageId, couponCode: 'WELCOME10' }),
      await order(t, learner, {
        programSlug: 'sa-booster',
        region: 'sa',
        packageId: await packageOf('sa-booster'),
        couponCode: 'WELCOME10',
      }),
      await order(t, learner, {
        programSlug: 'sa-touch',
        region: 'sa',
        packageId: await packageOf('sa-touch'),
        couponCode: 'WELCOME10',
      }),
    ].map((res) => res.json().orderId);
    const paid = await Promise.all(
      orders.map(async (orderId) => callback(t, learner, await checkout(t, learner, orderId, 'success'))),
    );
    expect(paid.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    for (const res of paid.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toMatchObject({
        errorCode: 'PY_CPN_4005',
        message: 'You have already used this coupon.',
      });
    }
    expect(await redeemed('WELCOME10')).toBe(before + 1);
  });

  it('is not made with a refused coupon', async () => {
    const learner = await createUser(t);
    const res = await order(t, learner, { packageId, couponCode: 'DIWALI25' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('PY_CPN_4002');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, learner.id));
    expect(row!.n).toBe(0);
  });
});
