import type { Region } from '@meridian/domain/region/regions';
import { currentVariant } from '@/lib/variant/current-variant.ts';

/** The region of the page's variant, which the proxy chose from the host or the REGION setting. */
export async function currentRegion(): Promise<Region> {
  return (await currentVariant()).region;
}
