import 'server-only';
import { headers } from 'next/headers';
import { regionFromHost, type Region } from '@meridian/domain/catalogue/hidden-filters';

/** The regional site this request is for, from its host (vn.… and sa.… subdomains). */
export async function requestRegion(): Promise<Region> {
  const h = await headers();
  return regionFromHost(h.get('x-forwarded-host') ?? h.get('host'));
}
