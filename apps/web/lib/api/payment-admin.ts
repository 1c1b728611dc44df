import {
  AdminBoosterProgram,
  AdminBoosterProgramList,
  AdminCoupon,
  AdminCouponList,
  AdminOrderPage,
  RefundNoted,
  type BoosterProgramCreateInput,
  type BoosterProgramUpdate,
  type CouponCreate,
  type CouponUpdate,
} from '@meridian/domain/payment/admin';
import { browserClient } from './browser-client.ts';

/** The payment console, `{payment}/admin/…`, through the same-origin proxy (admins only). */
const admin = (path: string) => `/admin/${path}`;

export function listCoupons(): Promise<AdminCouponList> {
  return browserClient.request('payment', admin('coupons'), { schema: AdminCouponList });
}

export function createCoupon(coupon: CouponCreate): Promise<AdminCoupon> {
  return browserClient.request('payment', admin('coupons'), {
    method: 'POST',
    body: coupon,
    schema: AdminCoupon,
  });
}

export function changeCoupon(code: string, change: CouponUpdate): Promise<AdminCoupon> {
  return browserClient.request('payment', admin(`coupons/${encodeURIComponent(code)}`), {
    method: 'PUT',
    body: change,
    schema: AdminCoupon,
  });
}

export function listPrograms(): Promise<AdminBoosterProgramList> {
  return browserClient.request('payment', admin('programs'), { schema: AdminBoosterProgramList });
}

export function createProgram(program: BoosterProgramCreateInput): Promise<AdminBoosterProgram> {
  return browserClient.request('payment', admin('programs'), {
    method: 'POST',
    body: program,
    schema: AdminBoosterProgram,
  });
}

export function changeProgram(slug: string, update: BoosterProgramUpdate): Promise<AdminBoosterProgram> {
  return browserClient.request('payment', admin(`programs/${encodeURIComponent(slug)}`), {
    method: 'PUT',
    body: update,
    schema: AdminBoosterProgram,
  });
}

/** GET {payment}/admin/orders with the list's filters and page (unset ones are not sent). */
export function listOrders(query: Record<string, string | undefined>): Promise<AdminOrderPage> {
  return browserClient.request('payment', admin('orders'), { query, schema: AdminOrderPage });
}

export function noteRefund(orderId: string, note: string): Promise<RefundNoted> {
  return browserClient.request('payment', admin(`orders/${encodeURIComponent(orderId)}/refund-note`), {
    method: 'PUT',
    body: { note },
    schema: RefundNoted,
  });
}
