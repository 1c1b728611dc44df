/** GST on coaching services: 18%, charged inside the price (CGST 9% + SGST 9%, or IGST 18%). */
export const GST_RATE = 0.18;

/**
 * The GST inside a price paid: prices are GST-inclusive, and only a sale in rupees is charged it
 * (a sale in another currency is an export of services). Null when none is charged.
 */
export function includedGst(
  amountMinor: number,
  currency: string,
): { taxableMinor: number; gstMinor: number } | null {
  if (currency !== 'INR') return null;
  const taxableMinor = Math.round(amountMinor / (1 + GST_RATE));
  return { taxableMinor, gstMinor: amountMinor - taxableMinor };
}
