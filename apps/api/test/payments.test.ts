import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payments } from '#api/db/schema/payment.ts';
import { users } from '#api/db/schema/people.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { outboxFor } from './lead-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';
import {
  callback,
  checkout,
  essentialPackageId,
  order,
  signedWebhook,
  transaction,
  webhook,
} from './payment-fixtures.ts';

let t: TestApp;
let packageId: number;

beforeAll(async () => {
  t = await createTestApp();
  packageId = await essentialPackageId(t);
});

afterAll(async () => {
  await t.close();
});

const isPaidUser = async (user: TestUser) =>
  (await t.database.db.select({ paid: users.paidUser }).from(users).where(eq(users.id, user.id)))[0]!.paid;

const paymentsOf = async (orderId: string) =>
  (await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n;

const orderStatus = async (orderId: string) =>
  (
    await t.database.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId))
  )[0]!.status;

describe('paying for a booster program through the test gateway', () => {
  it('orders at the package price, records the signed payment, makes the learner paid and emails a receipt', async () => {
    const learner = await createUser(t, { fullName: 'Meera Pillai' });
    const created = await order(t, learner, { packageId });
    expect(created.statusCode).toBe(200);
    const { orderId, amountMinor, currency, checkoutUrl } = created.json();
    expect({ amountMinor, currency }).toEqual({ amountMinor: 2_499_900, currency: 'INR' });
    expect(checkoutUrl).toBe(`/study-abroad/payments/test-gateway/${orderId}`);

    const paid = await callback(t, learner, await checkout(t, learner, orderId, 'success'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', amountMinor: 2_499_900, packageName: 'Essential' });
    expect(paid.json().receiptNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await isPaidUser(learner)).toBe(true);

    const [mail] = await outboxFor(t.app, learner.email);
    expect(mail!.subject).toMatch(/receipt for the Study Abroad Booster Program/);
    // The receipt travels as a PDF attachment, and as a link for later.
    expect(mail!.attachments).toEqual([
      expect.objectContaining({
        fileName: expect.stringMatching(/^receipt-INV-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
        encoding: 'base64',
      }),
    ]);
    expect(Buffer.from(mail!.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const token = /\/payments\/receipt\/(\S+)/.exec(mail!.body)![1]!;
    const pdf = await t.app.inject({ url: `/payment/receipt/file?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const status = await t.app.inject({
      url: '/payment/bought-status',
      headers: { authorization: learner.authorization },
    });
    expect(status.json()).toEqual({ alreadyPurchased: true, listalreadyPurchased: ['study-abroad-booster'] });
    const again = await order(t, learner, { packageId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('PY_BGT_4009');
  });

  it('refuses a forged callback signature and records nothing', async () => {
    const learner = await createUser(t);
    const { orderId } = (await order(t, learner, { packageId })).json();
    const genuine = await checkout(t, learner, orderId, 'success');
    if (!('signature' in genuine)) throw new Error('expected a signed payload');
    const forged = [
      { ...genuine, signature: genuine.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...genuine, paymentId: 'pay_forgedPayment1' },
      { ...genuine, signature: 'f'.repeat(64) },
    ];
    for (const payload of forged) {
      const res = await callback(t, learner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('PY_SIG_4001');
    }
    expect(await paymentsOf(orderId)).toBe(0);
    expect(await orderStatus(orderId)).toBe('created');
    expect(await isPaidUser(learner)).toBe(false);
  });

  it('leaves the learner free after a failed payment, and a retry can still pay the order', async () => {
    const learner = await createUser(t);
    const { orderId } = (await order(t, learner, { packageId })).json();
    const failed = await callback(t, learner, await checkout(t, learner, orderId, 'failure'));
    expect(failed.json()).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/declined/),
    });
    expect(await isPaidUser(learner)).toBe(false);

    await callback(t, learner, await checkout(t, learner, orderId, 'success'));
    expect((await transaction(t, learner, orderId)).status).toBe('paid');
  });
});

describe('a program bought once', () => {
  it('records one of two orders of the same program paid at once; the other is refused for a refund', async () => {
    const learner = await createUser(t);
    const orders = [
      (await order(t, learner, { packageId })).json(),
      (await order(t, learner, { packageId })).json(),
    ];
    const paid = await Promise.all(
      orders.map(async ({ orderId }) => callback(t, learner, await checkout(t, learner, orderId, 'success'))),
    );
    expect(paid.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = paid.find((res) => res.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      errorCode: 'PY_BGT_4009',
      message: 'You have already purchased this program.',
    });
    const statuses = await Promise.all(orders.map(({ orderId }) => transaction(t, learner, orderId)));
    expect(statuses.map((tx) => tx.status).sort()).toEqual(['failed', 'paid']);
    expect(statuses.find((tx) => tx.status === 'failed')?.failureReason).toMatch(/refund/);
    expect((await Promise.all(orders.map(({ orderId }) => paymentsOf(orderId)))).sort()).toEqual([0, 1]);
  });

  it('acknowledges the refused order’s webhook without recording it, so the gateway stops resending', async () => {
    const learner = await createUser(t);
    const first = (await order(t, learner, { packageId })).json();
    const second = (await order(t, learner, { packageId })).json();
    await callback(t, learner, await checkout(t, learner, first.orderId, 'success'));
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, second.orderId));
    const delivery = signedWebhook(t, {
      event: 'payment.captured',
      orderId: row!.gatewayOrderId,
      paymentId: 'pay_secondbuy0001',
      amount: second.amountMinor,
      currency: 'INR',
    });
    expect((await webhook(t, delivery)).statusCode).toBe(200);
    expect(await paymentsOf(second.orderId)).toBe(0);
    expect(await orderStatus(second.orderId)).toBe('failed');
  });
});

describe('POST /payment/webhook', () => {
  it('records one payment when the same webhook arrives 5 times at once, and again later', async () => {
    const learner = await createUser(t);
    const { orderId, amountMinor } = (await order(t, learner, { packageId })).json();
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const delivery = signedWebhook(t, {
      event: 'payment.captured',
      orderId: row!.gatewayOrderId,
      paymentId: 'pay_concurrent0001',
      amount: amountMinor,
      currency: 'INR',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(t, delivery)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await webhook(t, delivery)).statusCode).toBe(200);
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await isPaidUser(learner)).toBe(true);
    expect(await outboxFor(t.app, learner.email)).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match its body, recording nothing', async () => {
    const learner = await createUser(t);
    const { orderId, amountMinor } = (await order(t, learner, { packageId })).json();
    const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const genuine = signedWebhook(t, {
      event: 'payment.captured',
      orderId: row!.gatewayOrderId,
      paymentId: 'pay_forgedWebhook01',
      amount: amountMinor,
      currency: 'INR',
    });
    const altered = { body: genuine.body.replace(`${amountMinor}`, '100'), signature: genuine.signature };
    for (const delivery of [altered, { ...genuine, signature: '' }]) {
      const res = await webhook(t, delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('PY_SIG_4001');
    }
    expect(await paymentsOf(orderId)).toBe(0);
    expect(await isPaidUser(learner)).toBe(false);
  });
});

describe('transactions', () => {
  it("lists a learner's own orders and refuses another learner (403) and visitors (401)", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { orderId } = (await order(t, owner, { packageId })).json();
    const list = await t.app.inject({
      url: `/payment/${owner.id}/transactions`,
      headers: { authorization: owner.authorization },
    });
    expect(list.json().transactions.map((tx: { transactionId: string }) => tx.transactionId)).toEqual([
      orderId,
    ]);
    for (const url of [`/payment/${owner.id}/transactions`, `/payment/${owner.id}/transaction/${orderId}`]) {
      const res = await t.app.inject({ url, headers: { authorization: other.authorization } });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const callbackByOther = await callback(t, other, await checkout(t, owner, orderId, 'success'));
    expect(callbackByOther.statusCode).toBe(404);
    expect(await paymentsOf(orderId)).toBe(0);
  });
});
