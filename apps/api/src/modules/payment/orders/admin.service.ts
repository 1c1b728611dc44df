import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import type { AdminOrder, AdminOrderPage, AdminOrderQuery } from '@meridian/domain/payment/admin';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import { sitePath } from '@meridian/domain/routes/site-routes';
import type { Db } from '#api/db/client.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { updateAudited } from '#api/platform/audit/audited-edits.ts';
import { findOrderPage, findRefundNote, setRefundNote, type AdminOrderRow } from './admin.repo.ts';
import { receiptNumberOf, receiptRoute } from './receipt.ts';

type AdminOrderDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

function toAdminOrder(deps: AdminOrderDeps, row: AdminOrderRow): AdminOrder {
  const { order, payment } = row;
  return {
    id: order.id,
    status: order.status,
    learner: { id: order.userId, name: row.learnerName, mobile: row.learnerMobile, email: row.learnerEmail },
    programSlug: row.programSlug,
    programTitle: row.programTitle,
    packageName: row.packageName,
    region: order.region,
    listPriceMinor: order.listPriceMinor,
    discountMinor: order.discountMinor,
    amountMinor: order.amountMinor,
    currency: order.currency,
    couponCode: row.couponCode,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    payment: payment && {
      gatewayPaymentId: payment.gatewayPaymentId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      capturedAt: payment.capturedAt.toISOString(),
      receiptNumber: receiptNumberOf(payment.serial, order.paidAt ?? payment.capturedAt),
      // The same signed link the learner gets, fresh with every look: staff open the receipt they hold.
      receiptUrl: sitePath(receiptRoute(deps, order.id)),
    },
    refundNote: order.refundNote,
  };
}

/** `GET /payment/admin/orders`: every learner's orders, searched and filtered, newest first. */
export async function listAdminOrders(deps: AdminOrderDeps, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const { rows, total } = await findOrderPage(deps.db, { query, ...pageWindow(query) });
  return pageOf(
    query,
    rows.map((row) => toAdminOrder(deps, row)),
    total,
  );
}

type RefundNoteRecord = { orderId: string; note: string | null } & Record<string, unknown>;

/** An order's refund note as an audited record (admins only): who noted which refund, and when. */
export const orderRefundKind: AuditedKind<RefundNoteRecord> = {
  entity: 'order',
  noun: 'an order',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.orderId,
  load: (db, orderId) => findRefundNote(db, orderId),
  save: (tx, record, now) => setRefundNote(tx, { orderId: record.orderId, note: record.note, now }),
  parse: (stored) => stored as RefundNoteRecord,
  cacheTags: () => [],
};

/**
 * `PUT /payment/admin/orders/{orderId}/refund-note`: records a refund made at the gateway (it moves
 * no money); an empty note clears it.
 */
export async function noteRefund(
  db: Db,
  options: { orderId: string; note: string },
  change: EditorChange,
): Promise<{ orderId: string; note: string | null }> {
  const record = { orderId: options.orderId, note: options.note || null };
  await updateAudited(db, orderRefundKind, options.orderId, record, change, { keyField: 'orderId' });
  return record;
}
