import { formatInstantDate } from '@meridian/domain/format-date';
import { formatMoney } from '@meridian/domain/money';
import { includedGst } from '@meridian/domain/payment/gst';
import { BRAND, PdfWriter } from '#api/platform/pdf/pdf-writer.ts';

/** SAC 999293: commercial training and coaching services, the GST class of a coaching program. */
const SAC_CODE = '999293';

export interface ReceiptContent {
  receiptNumber: string;
  paidAt: Date;
  brandName: string;
  seller: { gstin: string | undefined; address: string };
  buyer: { name: string; email: string | null; mobile: string | null };
  item: { programTitle: string; packageName: string };
  listPriceMinor: number;
  discountMinor: number;
  amountMinor: number;
  currency: string;
  couponCode: string | null;
  paymentId: string;
}

const money = (minor: number, currency: string) => formatMoney(minor, currency, { fractionDigits: 2 });

/**
 * A tax invoice with the fields GST asks of one (number, date, seller and GSTIN, buyer, SAC,
 * taxable value and tax). Prices include GST; a sale in another currency is an export of
 * services, so no GST is charged on it.
 */
export async function renderReceiptPdf(r: ReceiptContent): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `Receipt ${r.receiptNumber}`,
    author: r.brandName,
    subject: `${r.item.programTitle}, ${r.item.packageName}`,
    footer: `${r.brandName} · ${r.seller.address}`,
  });
  w.text(r.currency === 'INR' ? 'Tax invoice and receipt' : 'Invoice and receipt', {
    size: 18,
    bold: true,
    color: BRAND,
  });
  w.text(`Invoice number: ${r.receiptNumber}`);
  w.text(`Invoice date: ${formatInstantDate(r.paidAt.toISOString())}`);
  w.text(`Seller: ${r.brandName}, ${r.seller.address}`);
  w.text(r.seller.gstin ? `GSTIN: ${r.seller.gstin}` : 'GSTIN: not registered');
  w.text(
    `Billed to: ${r.buyer.name}${r.buyer.email ? `, ${r.buyer.email}` : ''}${r.buyer.mobile ? `, ${r.buyer.mobile}` : ''}`,
    {
      gapAfter: 12,
    },
  );
  w.text(`${r.item.programTitle}: ${r.item.packageName} package`, { bold: true });
  w.text(`SAC ${SAC_CODE} (commercial training and coaching services), quantity 1`);
  w.text(`Price: ${money(r.listPriceMinor, r.currency)}`);
  if (r.discountMinor > 0) w.text(`Coupon ${r.couponCode}: -${money(r.discountMinor, r.currency)}`);
  const gst = includedGst(r.amountMinor, r.currency);
  if (gst) {
    w.text(`Taxable value: ${money(gst.taxableMinor, r.currency)}`);
    w.text(
      `GST at 18% (CGST 9% + SGST 9%, or IGST 18% outside the seller's state): ${money(gst.gstMinor, r.currency)}`,
    );
  } else {
    w.text('GST: not charged (export of services)');
  }
  w.text(`Total paid: ${money(r.amountMinor, r.currency)}`, { bold: true, size: 13 });
  w.text(`Payment reference: ${r.paymentId}`);
  return w.save();
}
