/** The payment console's queries; a change refreshes them all (a price shows in coupons' checks too). */
export const paymentKeys = {
  all: ['payment-admin'] as const,
  coupons: ['payment-admin', 'coupons'] as const,
  programs: ['payment-admin', 'programs'] as const,
  orders: (query: Record<string, string | undefined>) => ['payment-admin', 'orders', query] as const,
};
