import { z } from 'zod';
import { fromNotAfterTo } from '../lead/inbox.ts';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { Region } from '../region/regions.ts';
import { ProgramSlug } from './booster-programs.ts';
import { CouponCode, OrderStatus } from './orders.ts';

/** The payment console's orders a page lists. */
export const ADMIN_ORDERS_PAGE_SIZE = 25;

const Instant = z.iso.datetime({ offset: true });
const Text = (max: number) => z.string().trim().min(1).max(max);

/** A fault of a coupon's terms that no single field shows: its field and what to do about it. */
export interface CouponFault {
  field: 'value' | 'currency' | 'validUntil';
  message: string;
}

/**
 * The rules a coupon's terms keep together (on create and on every change): a percent is at most
 * 100, a flat amount names its currency, and the window ends after it starts.
 */
export function couponFault(terms: {
  discountType: 'percent' | 'flat';
  value: number;
  currency?: string | null | undefined;
  validFrom: string;
  validUntil: string;
}): CouponFault | undefined {
  if (terms.discountType === 'percent' && terms.value > 100)
    return { field: 'value', message: 'A percent discount is at most 100. Enter a smaller percent.' };
  if (terms.discountType === 'flat' && !terms.currency)
    return {
      field: 'currency',
      message: 'A flat discount is an amount in one currency. Choose the currency (INR, VND or SAR).',
    };
  if (Date.parse(terms.validUntil) <= Date.parse(terms.validFrom))
    return {
      field: 'validUntil',
      message: 'The coupon must end after it starts. Choose a later end, or an earlier start.',
    };
  return undefined;
}

const CouponFields = z.object({
  description: z.string().trim().max(200),
  discountType: z.enum(['percent', 'flat']),
  /** Whole percent off, or the amount off in minor units of `currency`. */
  value: z.number().int().positive(),
  currency: CurrencyCode.nullish(),
  validFrom: Instant,
  /** The first instant it no longer works. */
  validUntil: Instant,
  /** Redemptions allowed in all; null for no limit. */
  maxRedemptions: z.number().int().positive().nullable(),
  perUserLimit: z.number().int().min(1).max(100),
  /** The programs it is for; none (or absent) for every program. */
  programSlugs: z.array(ProgramSlug).max(20),
  active: z.boolean(),
});

function withCouponRules<T extends z.ZodType<Parameters<typeof couponFault>[0]>>(schema: T) {
  return schema.superRefine((terms, context) => {
    const fault = couponFault(terms);
    if (fault) context.addIssue({ code: 'custom', path: [fault.field], message: fault.message });
  });
}

/** `POST /payment/admin/coupons`. */
export const CouponCreate = withCouponRules(
  CouponFields.extend({
    code: CouponCode,
    description: CouponFields.shape.description.default(''),
    programSlugs: CouponFields.shape.programSlugs.default([]),
    active: CouponFields.shape.active.default(true),
  }),
).meta({
  id: 'CouponCreate',
});
export type CouponCreate = z.output<typeof CouponCreate>;
export type CouponCreateInput = z.input<typeof CouponCreate>;

/** `PUT /payment/admin/coupons/{code}`: the fields to change (`{active: false}` stops it). */
export const CouponUpdate = CouponFields.partial().meta({ id: 'CouponUpdate' });
export type CouponUpdate = z.output<typeof CouponUpdate>;

export const CouponCodeParams = z.object({ code: CouponCode });

/** A coupon as the console shows it, with how many paid orders used it. */
export const AdminCoupon = CouponFields.extend({
  code: z.string(),
  currency: CurrencyCode.nullable(),
  redemptions: z.number().int().nonnegative(),
}).meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponList = z.object({ coupons: z.array(AdminCoupon) }).meta({ id: 'AdminCouponList' });
export type AdminCouponList = z.infer<typeof AdminCouponList>;

/** A package's price on one site, in that site's currency. */
export const PackagePrice = z.object({ region: Region, currency: CurrencyCode, priceMinor: MinorUnits });

const PackageContents = z.object({
  name: Text(80),
  summary: Text(2000),
  counsellingHours: z.number().int().min(0).max(1000),
  applicationCount: z.number().int().min(0).max(100),
  testPrep: Text(2000),
  visaGuidance: Text(2000),
  active: z.boolean(),
});

export const AdminBoosterPackage = PackageContents.extend({
  id: z.number().int().positive(),
  prices: z.array(PackagePrice),
}).meta({ id: 'AdminBoosterPackage' });
export type AdminBoosterPackage = z.infer<typeof AdminBoosterPackage>;

const ProgramContents = z.object({ title: Text(120), summary: Text(2000), active: z.boolean() });

/** A booster program as the console edits it: its contents, its packages and their prices on each site. */
export const AdminBoosterProgram = ProgramContents.extend({
  slug: ProgramSlug,
  packages: z.array(AdminBoosterPackage),
}).meta({ id: 'AdminBoosterProgram' });
export type AdminBoosterProgram = z.infer<typeof AdminBoosterProgram>;

export const AdminBoosterProgramList = z
  .object({ programs: z.array(AdminBoosterProgram) })
  .meta({ id: 'AdminBoosterProgramList' });
export type AdminBoosterProgramList = z.infer<typeof AdminBoosterProgramList>;

/** A package's contents and its price (minor units) on each site that sells it; without an id, a new package. */
export const PackageUpdate = PackageContents.extend({
  id: z.number().int().positive().optional(),
  prices: z
    .array(z.object({ region: Region, priceMinor: z.number().int().positive('Enter a price above 0.') }))
    .max(3)
    .refine(
      (prices) => new Set(prices.map((price) => price.region)).size === prices.length,
      'Give each site one price.',
    ),
});
export type PackageUpdate = z.infer<typeof PackageUpdate>;

const Packages = z.array(PackageUpdate).max(10);

/**
 * `PUT /payment/admin/programs/{slug}`: the program's contents and each of its packages' (by id;
 * one without an id is added), with a price (minor units) per site it is sold on; a site left out
 * no longer sells the package, and a package left out is switched off (its orders stay).
 */
export const BoosterProgramUpdate = ProgramContents.extend({
  packages: Packages,
}).meta({ id: 'BoosterProgramUpdate' });
export type BoosterProgramUpdate = z.infer<typeof BoosterProgramUpdate>;

/** `POST /payment/admin/programs`: a new program under its own address, with its first packages if any. */
export const BoosterProgramCreate = ProgramContents.extend({
  slug: ProgramSlug,
  active: ProgramContents.shape.active.default(true),
  packages: Packages.default([]),
}).meta({ id: 'BoosterProgramCreate' });
export type BoosterProgramCreate = z.output<typeof BoosterProgramCreate>;
export type BoosterProgramCreateInput = z.input<typeof BoosterProgramCreate>;

const AdminOrderFilterFields = z.object({
  q: z.string().trim().min(2).max(100).optional(),
  status: OrderStatus.optional(),
  /** Ordered on or after this day, and on or before `to` (UTC days). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** The orders list's filters: by learner (name, mobile, email), order id or program, status and day. */
export const AdminOrderFilter = fromNotAfterTo(AdminOrderFilterFields);

/** `GET /payment/admin/orders`: the filters and the page. */
export const AdminOrderQuery = fromNotAfterTo(
  AdminOrderFilterFields.extend(pageQuery(ADMIN_ORDERS_PAGE_SIZE)),
);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrder = z
  .object({
    id: z.uuid(),
    status: OrderStatus,
    learner: z.object({
      id: z.uuid(),
      name: z.string(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    }),
    programSlug: ProgramSlug,
    programTitle: z.string(),
    packageName: z.string(),
    region: Region,
    listPriceMinor: MinorUnits,
    discountMinor: MinorUnits,
    amountMinor: MinorUnits,
    currency: CurrencyCode,
    couponCode: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** The captured payment, once paid. */
    payment: z
      .object({
        gatewayPaymentId: z.string(),
        amountMinor: MinorUnits,
        currency: CurrencyCode,
        capturedAt: z.iso.datetime(),
        receiptNumber: z.string(),
        /** The receipt PDF's signed link (a path under the site). */
        receiptUrl: z.string(),
      })
      .nullable(),
    refundNote: z.string().nullable(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderPage = paginated(AdminOrder).meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** `PUT /payment/admin/orders/{orderId}/refund-note`: a refund made at the gateway (empty clears it). */
export const RefundNote = z.object({ note: z.string().trim().max(1000) }).meta({ id: 'RefundNote' });
export type RefundNote = z.infer<typeof RefundNote>;

/** The refund note an order now has (null once cleared). */
export const RefundNoted = z
  .object({ orderId: z.uuid(), note: z.string().nullable() })
  .meta({ id: 'RefundNoted' });
export type RefundNoted = z.infer<typeof RefundNoted>;
