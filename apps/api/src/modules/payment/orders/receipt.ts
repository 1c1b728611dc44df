import { z } from 'zod';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { formatMoney } from '@meridian/domain/money';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyAppLink } from '#api/platform/signed-link.ts';
import { findAccountById } from '#api/modules/user/accounts/service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { findTransactionRow, type TransactionRow } from './repo.ts';

/** A receipt link names the order; it works for 30 days and a fresh one comes with every look at the order. */
const RECEIPT_LINK: LinkKind<{ order: string }> = {
  purpose: 'payment-receipt',
  ttlSeconds: 30 * 24 * 60 * 60,
  claims: z.object({ order: z.uuid() }),
};

type ReceiptDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock'>;

/** `INV-2026-000042`: the year paid (in India) and the payment's serial, unique and in order as GST asks. */
export function receiptNumberOf(paymentSerial: number, paidAt: Date): string {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(paidAt);
  return `INV-${year}-${String(paymentSerial).padStart(6, '0')}`;
}

/** The receipt's link as a route of the site. */
export function receiptRoute(deps: ReceiptDeps, orderId: string): string {
  const { token } = signAppLink(deps, RECEIPT_LINK, { order: orderId });
  return siteRoutes.paymentReceipt(token);
}

async function paidTransactionOrThrow(db: Db | Tx, orderId: string) {
  const row = await findTransactionRow(db, orderId);
  if (!row || row.order.status !== 'paid' || row.paymentSerial === null || row.paymentId === null)
    throw new AppError('NOT_FOUND', 'no paid order for this receipt');
  return row as TransactionRow & { paymentSerial: number; paymentId: string; order: { paidAt: Date } };
}

type PaidRow = Awaited<ReturnType<typeof paidTransactionOrThrow>>;

/** The receipt PDF of a paid order, with the file name it is sent and downloaded as. */
async function renderReceipt(deps: ReceiptDeps, db: Db | Tx, row: PaidRow) {
  const buyer = await findAccountById(db, row.order.userId);
  const receiptNumber = receiptNumberOf(row.paymentSerial, row.order.paidAt);
  const pdf = await renderReceiptPdf({
    receiptNumber,
    paidAt: row.order.paidAt,
    brandName: deps.config.BRAND_NAME,
    seller: { gstin: deps.config.SELLER_GSTIN, address: deps.config.SELLER_ADDRESS },
    buyer: { name: buyer?.fullName ?? '', email: buyer?.email ?? null, mobile: buyer?.mobile ?? null },
    item: { programTitle: row.programTitle, packageName: row.packageName },
    listPriceMinor: row.order.listPriceMinor,
    discountMinor: row.order.discountMinor,
    amountMinor: row.order.amountMinor,
    currency: row.order.currency,
    couponCode: row.couponCode,
    paymentId: row.paymentId,
  });
  return { buyer, receiptNumber, fileName: `receipt-${receiptNumber}.pdf`, pdf };
}

/** The receipt PDF a link grants (410 once expired, 404 when altered). */
export async function renderReceiptOrThrow(deps: ReceiptDeps, token: string) {
  const check = verifyAppLink(deps, RECEIPT_LINK, token);
  const row = await paidTransactionOrThrow(deps.db, linkClaimsOrThrow(check, 'receipt link').order);
  const { fileName, pdf } = await renderReceipt(deps, deps.db, row);
  return { fileName, pdf };
}

/**
 * Queues the learner's receipt email (the PDF attached, and its link) in the transaction that records
 * the payment. The payment stands whatever happens to the receipt: one that cannot be made is
 * logged, never answered as a failed payment.
 */
export async function queueReceipt(
  deps: ReceiptDeps & Pick<ModuleDeps, 'notifier'> & { log: { error(obj: unknown, msg: string): void } },
  tx: Tx,
  orderId: string,
): Promise<void> {
  const row = await paidTransactionOrThrow(tx, orderId);
  let receipt: Awaited<ReturnType<typeof renderReceipt>>;
  try {
    receipt = await renderReceipt(deps, tx, row);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'receipt email not queued');
    return;
  }
  const { buyer, receiptNumber, fileName, pdf } = receipt;
  if (!buyer?.email) return;
  const link = siteUrl(deps.config.PUBLIC_WEB_URL, receiptRoute(deps, orderId));
  await deps.notifier.enqueue(tx, {
    channel: 'email',
    // An update, not a requested file: the per-day cap on requested emails must never refuse, and so
    // roll back, a payment; only the account's own address gets it.
    purpose: 'update',
    to: buyer.email,
    subject: `${deps.config.BRAND_NAME}: your receipt for the ${row.programTitle}`,
    body: [
      `Hi ${buyer.fullName},`,
      '',
      `Thank you for your payment of ${formatMoney(row.order.amountMinor, row.order.currency, { fractionDigits: 2 })} for the ${row.programTitle} (${row.packageName} package). You are now a program member: your learning platform, learner's guide, pre-departure checklist and buddy are in your profile.`,
      '',
      `Your receipt ${receiptNumber} is attached as a PDF; it can also be downloaded for 30 days at ${link}`,
      `Your profile: ${siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.profile())}`,
    ].join('\n'),
    attachments: [
      {
        fileName,
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}
