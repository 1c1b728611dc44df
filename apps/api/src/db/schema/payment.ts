// Owned by payment (docs/adr/009): the booster programs it sells, coupons, the orders and the payments.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  index,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@meridian/domain/payment/orders';
import type { Region } from '@meridian/domain/region/regions';
import { timestamps } from './columns.ts';
import { users } from './people.ts';

/** A booster program (SPEC.md §2 `/booster-program/{slug}`), e.g. the India booster or Saudi Arabia's sa-lite. */
export const boosterPrograms = pgTable(
  'booster_programs',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: text('summary').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Off: not sold, not shown; its orders and receipts stay. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('booster_programs_slug_key').on(t.slug)],
);

/** What one package of a program contains. */
export const boosterPackages = pgTable(
  'booster_packages',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => boosterPrograms.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 40 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    summary: text('summary').notNull(),
    counsellingHours: smallint('counselling_hours').notNull(),
    applicationCount: smallint('application_count').notNull(),
    testPrep: text('test_prep').notNull(),
    visaGuidance: text('visa_guidance').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Off: not sold, not shown; its orders and receipts stay. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('booster_packages_program_key').on(t.programId, t.key)],
);

/** A package's price on one site; a program is sold on the sites where its packages have a price. */
export const boosterPackagePrices = pgTable(
  'booster_package_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => boosterPackages.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 10 }).$type<Region>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.region] }),
    check('booster_package_prices_price_check', sql`${t.priceMinor} > 0`),
  ],
);

/**
 * A coupon: a percent or a flat amount (in one currency) off, for a window of time, limited in
 * all and per learner, for the programs of `coupon_programs` or (none there) all. `redeemedCount`
 * counts paid orders that used it; a stopped one (`active` false) is refused like an unknown code.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Uppercase letters and digits. */
    code: varchar('code', { length: 30 }).notNull(),
    description: text('description').notNull(),
    kind: varchar('kind', { length: 10 }).$type<'percent' | 'flat'>().notNull(),
    percentOff: smallint('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    currency: char('currency', { length: 3 }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    perUserLimit: smallint('per_user_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_kind_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffMinor} is null)
        or (${t.kind} = 'flat' and ${t.amountOffMinor} > 0 and ${t.currency} is not null and ${t.percentOff} is null)`,
    ),
    check('coupons_window_check', sql`${t.validFrom} < ${t.validUntil}`),
    check('coupons_limits_check', sql`${t.perUserLimit} >= 1 and ${t.redeemedCount} >= 0`),
  ],
);

/** The programs a coupon is for (none: every program). */
export const couponPrograms = pgTable(
  'coupon_programs',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => boosterPrograms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.programId] })],
);

/**
 * A learner's order for a package at the price it had on their site when ordered (less any coupon).
 * It opens an order at the gateway (unique id) and goes created → paid, or created → failed →
 * paid when a retry succeeds; paid is final.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => boosterPackages.id, { onDelete: 'restrict' }),
    region: varchar('region', { length: 10 }).$type<Region>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    listPriceMinor: integer('list_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    gateway: varchar('gateway', { length: 10 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<OrderStatus>().notNull().default('created'),
    failureReason: text('failure_reason'),
    /** Staff's note of a refund made at the gateway (this records it; it moves no money). */
    refundNote: text('refund_note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_key').on(t.gateway, t.gatewayOrderId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'failed')`),
    check(
      'payment_orders_amount_check',
      sql`${t.amountMinor} > 0 and ${t.amountMinor} = ${t.listPriceMinor} - ${t.discountMinor}`,
    ),
  ],
);

/**
 * The one captured payment of an order. Both keys are unique, so a callback and any number of
 * webhooks for the same payment record it once; its serial id numbers the receipt.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** What told us first: the checkout `callback` or a `webhook`. */
    recordedFrom: varchar('recorded_from', { length: 10 }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
  ],
);

/** A coupon used by a paid order: one per order, counted per learner against the coupon's limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);
