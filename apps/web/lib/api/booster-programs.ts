import { BoosterProgram, BoosterProgramList } from '@meridian/domain/payment/booster-programs';
import { CheckoutMethods } from '@meridian/domain/payment/checkout-methods';
import type { Region } from '@meridian/domain/region/regions';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

const cached = { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['booster-programs'] };

/** GET {payment}/booster-programs: the programs this site sells, priced in its currency. */
export function getBoosterPrograms(api: ApiClient, region: Region): Promise<BoosterProgramList> {
  return api.request('payment', '/booster-programs', {
    query: { region },
    schema: BoosterProgramList,
    next: cached,
  });
}

/** GET {payment}/booster-programs/{slug}: one program with its packages (404 when not sold here). */
export function getBoosterProgram(api: ApiClient, slug: string, region: Region): Promise<BoosterProgram> {
  return api.request('payment', `/booster-programs/${encodeURIComponent(slug)}`, {
    query: { region },
    schema: BoosterProgram,
    next: cached,
  });
}

/** GET {payment}/checkout-methods: the configured gateway and the ways to pay on it. */
export function getCheckoutMethods(api: ApiClient): Promise<CheckoutMethods> {
  return api.request('payment', '/checkout-methods', { schema: CheckoutMethods, next: cached });
}
