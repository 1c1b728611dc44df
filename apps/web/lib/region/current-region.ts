import 'server-only';
import { headers } from 'next/headers';
import { Region } from '@meridian/domain/region/regions';
import { REQUEST_HEADERS } from '@/lib/seo/request-headers.ts';

/** The region the proxy resolved for this request (host or the REGION setting). */
export async function currentRegion(): Promise<Region> {
  const parsed = Region.safeParse((await headers()).get(REQUEST_HEADERS.region));
  return parsed.success ? parsed.data : 'default';
}
