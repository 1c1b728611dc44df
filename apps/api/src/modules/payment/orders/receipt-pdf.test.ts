import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf.ts';

const receiptFor = (name: string) =>
  renderReceiptPdf({
    receiptNumber: 'INV-2026-000123',
    paidAt: new Date('2026-11-01T10:00:00Z'),
    brandName: 'Meridian',
    seller: { gstin: '29ABCDE1234F1Z5', address: '12 MG Road, Bengaluru 560001' },
    buyer: { name, email: 'learner@example.com', mobile: '+91 98765 43210' },
    item: { programTitle: 'Study Abroad Booster Program', packageName: 'Essential' },
    listPriceMinor: 1_499_900,
    discountMinor: 0,
    amountMinor: 1_499_900,
    currency: 'INR',
    couponCode: null,
    paymentId: 'pay_123',
  });

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}

describe('a receipt', () => {
  // A Devanagari name whose letters are drawn in reading order: a reph or an "ि" sign is drawn
  // before or after its consonant, and text extraction reads glyphs in the order they are drawn.
  it.each(['Nguyễn Thị Minh', 'محمد أحمد', 'राहुल जोशी'])('carries the name %s', async (name) => {
    const text = await textOf(await receiptFor(name));
    expect(text).toContain(name);
    expect(text).toContain('Total paid: ₹14,999.00');
  });
});
