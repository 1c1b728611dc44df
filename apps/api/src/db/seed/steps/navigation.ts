import { sql } from 'drizzle-orm';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { menus } from '../../schema/navigation.ts';
import { HEADER_MENU } from '../data/navigation/header-menu.ts';
import { SIMPLE_MENU } from '../data/navigation/simple-menu.ts';
import { FOOTER_MENU } from '../data/navigation/footer-menu.ts';
import type { SeedStep } from '../seed-step.ts';

/** Writes the three menus; a newer version of this step replaces them (links enabled as pages land). */
export const navigationStep: SeedStep = {
  name: 'navigation-menus-v1',
  async run(tx) {
    const rows = [
      { key: 'header', tree: HeaderMenu.parse(HEADER_MENU) },
      { key: 'simple', tree: SimpleMenu.parse(SIMPLE_MENU) },
      { key: 'footer', tree: FooterMenu.parse(FOOTER_MENU) },
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
