import { sql } from 'drizzle-orm';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { menus } from '../../schema/navigation.ts';
import { headerMenu } from '../data/navigation/header-menu.ts';
import { simpleMenu } from '../data/navigation/simple-menu.ts';
import { footerMenu } from '../data/navigation/footer-menu.ts';
import { liveCheck } from '../data/navigation/live-routes.ts';
import { ebookPathsBySlug, liveContentPaths } from '../live-content-paths.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Writes the three menus with each link enabled only if its page exists now; a newer version of
 * this step replaces them when features land (runs after the content steps it checks against).
 */
export const navigationStep: SeedStep = {
  name: 'navigation-menus-v10',
  async run(tx) {
    const isLive = liveCheck(await liveContentPaths(tx));
    const ebookPaths = await ebookPathsBySlug(tx);
    const ebookHref = (slug: string) => ebookPaths.get(slug) ?? `/ebooks/${slug}`;
    const rows = [
      { key: 'header', tree: HeaderMenu.parse(headerMenu(isLive, ebookHref)) },
      { key: 'simple', tree: SimpleMenu.parse(simpleMenu(isLive)) },
      { key: 'footer', tree: FooterMenu.parse(footerMenu(isLive)) },
    ];
    await tx
      .insert(menus)
      .values(rows)
      .onConflictDoUpdate({
        target: menus.key,
        set: { tree: sql`excluded.tree`, version: sql`${menus.version} + 1`, updatedAt: sql`now()` },
      });
  },
};
