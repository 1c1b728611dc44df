import { PageConfiguration } from '@meridian/domain/cms/page-configuration';
import type { Region } from '@meridian/domain/region/regions';
import { browserClient } from './browser-client.ts';

/** What a page of a site variant does with its enquiry pop-up (`{pathway}/page-configuration/data`, SPEC.md §7). */
export function getPageConfiguration(pageUrl: string, region: Region): Promise<PageConfiguration> {
  return browserClient.request('pathway', '/page-configuration/data', {
    query: { pageUrl, region },
    schema: PageConfiguration,
  });
}
