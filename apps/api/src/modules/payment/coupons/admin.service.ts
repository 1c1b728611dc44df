import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { formatMoney } from '@meridian/domain/money';
import {
  CouponCreate,
  couponFault,
  type AdminCoupon,
  type AdminCouponList,
  type CouponUpdate,
} from '@meridian/domain/payment/admin';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '#api/platform/audit/audited-edits.ts';
import {
  findCheapestPackage,
  findCouponByCode,
  findProgramIds,
  listCoupons,
  upsertCoupon,
  type CouponRow,
} from './repo.ts';

/** A coupon as the audit log keeps it: its terms, not how often it was used (a restore never undoes a use). */
type CouponRecord = CouponCreate & Record<string, unknown>;

const recordOf = (row: CouponRow): CouponRecord => ({
  code: row.code,
  description: row.description,
  discountType: row.kind,
  value: (row.kind === 'percent' ? row.percentOff : row.amountOffMinor)!,
  currency: row.currency,
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil.toISOString(),
  maxRedemptions: row.maxRedemptions,
  perUserLimit: row.perUserLimit,
  programSlugs: row.programSlugs,
  active: row.active,
});

const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  ...recordOf(row),
  currency: row.currency,
  redemptions: row.redeemedCount,
});

const refuse = (field: string, message: string) => new AppError('BAD_REQUEST', message, { field });

/** What the learner reads at checkout when staff wrote no description. */
function describe(record: CouponRecord): string {
  const off =
    record.discountType === 'percent'
      ? `${record.value}% off`
      : `${formatMoney(record.value, record.currency!)} off`;
  return record.programSlugs.length > 0 ? `${off} selected booster programs.` : `${off} any booster program.`;
}

/** The programs named must exist, and a flat discount must leave something to pay for each package. */
async function programIdsOrThrow(tx: Tx, record: CouponRecord): Promise<number[]> {
  const programs = await findProgramIds(tx, record.programSlugs);
  const unknown = record.programSlugs.filter((slug) => !programs.some((program) => program.slug === slug));
  if (unknown.length > 0)
    throw refuse(
      'programSlugs',
      `There is no booster program ${unknown.join(', ')}. Choose among the programs listed in the console.`,
    );
  const programIds = programs.map((program) => program.id);
  if (record.discountType === 'flat') {
    const cheapest = await findCheapestPackage(tx, { currency: record.currency!, programIds });
    if (cheapest && record.value >= cheapest.priceMinor)
      throw refuse(
        'value',
        `${formatMoney(record.value, record.currency!)} off is not less than the price of ${cheapest.programTitle}, ${cheapest.packageName} package (${formatMoney(cheapest.priceMinor, record.currency!)}). Enter a smaller amount, or limit the coupon to other programs.`,
      );
  }
  return programIds;
}

/** Coupons as audited records: every change is logged with who made it, and can be put back (admins only). */
export const couponKind: AuditedKind<CouponRecord> = {
  entity: 'coupon',
  noun: 'a coupon',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.code,
  async load(db, code) {
    const row = await findCouponByCode(db, code);
    return row && recordOf(row);
  },
  async save(tx, record, now) {
    const fault = couponFault(record);
    if (fault) throw refuse(fault.field, fault.message);
    const programIds = await programIdsOrThrow(tx, record);
    const percent = record.discountType === 'percent';
    await upsertCoupon(tx, {
      code: record.code,
      description: record.description || describe(record),
      kind: record.discountType,
      percentOff: percent ? record.value : null,
      amountOffMinor: percent ? null : record.value,
      currency: percent ? null : record.currency!,
      validFrom: new Date(record.validFrom),
      validUntil: new Date(record.validUntil),
      maxRedemptions: record.maxRedemptions,
      perUserLimit: record.perUserLimit,
      active: record.active,
      programIds,
      now,
    });
  },
  parse: (stored) => CouponCreate.parse(stored) as CouponRecord,
  // Coupons show on no cached page: a learner's quote and order read them afresh.
  cacheTags: () => [],
};

const BY_CODE = { keyField: 'code' };

async function adminCouponOrThrow(db: Db, code: string): Promise<AdminCoupon> {
  const row = await findCouponByCode(db, code);
  if (!row) throw new AppError('NOT_FOUND', `no coupon ${code}`, { field: 'code' });
  return toAdminCoupon(row);
}

/** `GET /payment/admin/coupons`: every coupon with how many paid orders used it. */
export async function listAdminCoupons(db: Db): Promise<AdminCouponList> {
  return { coupons: (await listCoupons(db)).map(toAdminCoupon) };
}

/** `POST /payment/admin/coupons`: a new code; a code in use (even a stopped one, or one made a moment ago) is refused. */
export async function createCoupon(db: Db, input: CouponCreate, change: EditorChange): Promise<AdminCoupon> {
  await createAudited(db, couponKind, input as CouponRecord, change, {
    ...BY_CODE,
    taken: (code) =>
      `A coupon with the code ${code} already exists. Choose another code, or change that coupon.`,
  });
  return adminCouponOrThrow(db, input.code);
}

/** `PUT /payment/admin/coupons/{code}`: changes the fields given (`{active: false}` stops it). */
export async function changeCoupon(
  db: Db,
  code: string,
  update: CouponUpdate,
  change: EditorChange,
): Promise<AdminCoupon> {
  const current = await loadOrThrow(db, couponKind, code);
  const fields = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  await updateAudited(db, couponKind, code, { ...current, ...fields }, change, BY_CODE);
  return adminCouponOrThrow(db, code);
}
