import { inPathList } from '@meridian/domain/extras/path-list';
import type { SiteBar, SiteExtras } from '@meridian/domain/extras/schemas';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import { listRunningBars } from './repo.ts';

/** A bar with no paths shows everywhere; otherwise on the pages its path list names. */
const showsOn = (paths: readonly string[], path: string) => paths.length === 0 || inPathList(path, paths);

export async function getSiteExtras(
  db: Db,
  options: { region: Region; path: string; now: Date },
): Promise<SiteExtras> {
  const rows = await listRunningBars(db, { region: options.region, now: options.now });
  const bars = rows
    .filter((row) => showsOn(row.paths, options.path))
    .map((row): SiteBar => ({
      id: row.id,
      kind: row.kind as SiteBar['kind'],
      message: row.message,
      ctaText: row.ctaText,
      href: row.href,
    }));
  return {
    // Vietnam and Saudi Arabia do not show the hello bar (SPEC.md §1).
    helloBar: REGION_CONFIG[options.region].helloBar ? (bars.find((b) => b.kind === 'hello') ?? null) : null,
    customBar: bars.find((b) => b.kind === 'custom') ?? null,
    ticker: bars.filter((b) => b.kind === 'ticker'),
  };
}
