import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { menus } from '#api/db/schema/navigation.ts';
import { headerMenu } from '#api/db/seed/menus/header-menu.ts';
import { simpleMenu } from '#api/db/seed/menus/simple-menu.ts';
import { footerMenu } from '#api/db/seed/menus/footer-menu.ts';
import { liveCheck } from '#api/db/seed/menus/live-routes.ts';
import { ebookPathsBySlug, liveContentPaths } from '#api/db/seed/live-content-paths.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * Writes the three menus with each link enabled only if its page exists now (runs after the
 * content steps it checks against). A database that has menus keeps them: editors own them.
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
    await tx.insert(menus).values(rows).onConflictDoNothing({ target: menus.key });
  },
};
