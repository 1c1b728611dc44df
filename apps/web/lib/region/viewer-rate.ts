import 'server-only';
import type { ExchangeRate } from '@meridian/domain/country/schemas';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import type { Region } from '@meridian/domain/region/regions';
import { contentApi } from '@/lib/api/content-api.ts';
import { getExchangeRate } from '@/lib/api/lookups.ts';
import { ApiError } from '@/lib/api/api-error.ts';

/**
 * The rupee rate of the currency the region's students read fee estimates in (issue 32: dong on
 * the Vietnam site, riyals on the Saudi one); none on the India site, or while no rate is stored,
 * when estimates stay in rupees.
 */
export async function viewerRate(region: Region): Promise<ExchangeRate | null> {
  const { currency } = REGION_CONFIG[region];
  if (currency === 'INR') return null;
  try {
    return await getExchangeRate(contentApi(), currency);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
