'use client';

import type { ReactNode } from 'react';
import type { ColumnView, MenuGroupView, PanelView } from '@/lib/navigation/menu-view.ts';
import { PlainLink, PlainLinkList } from './plain-link.tsx';
import { MegaMenuNav, MenuGroup, PanelBody, PanelButton, PanelList } from './mega-menu-controls.client.tsx';
import styles from './mega-menu.module.css';

function Columns({ columns }: { columns: ColumnView[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <section key={column.heading} className={styles.column} aria-label={column.heading}>
          <h3>{column.heading}</h3>
          <PlainLinkList links={column.links} />
          {column.viewLink && (
            <PlainLink
              href={column.viewLink}
              className={styles.viewAll}
              label={column.viewLinkText ? undefined : column.heading}
            >
              {column.viewLinkText ?? 'View all'}
            </PlainLink>
          )}
        </section>
      ))}
    </div>
  );
}

function PlainLinks({ panel }: { panel: PanelView }) {
  return (
    <>
      {panel.headingLink && (
        <PlainLink href={panel.headingLink} className={styles.explore} label={panel.heading}>
          {panel.details ?? `Explore ${panel.heading}`}
        </PlainLink>
      )}
      <Columns columns={panel.columns} />
    </>
  );
}

/**
 * The header mega-menu, rendered from the menu's data (lib/navigation/menu-view.ts), much shorter
 * than the same links as a server component tree. The server renders the top-level buttons; each
 * group's panels render when it first opens (`MenuGroup`). Crawlers find every page the panels link
 * to in the sitemaps (`lib/seo/sitemap.ts`).
 */
export function MegaMenu({ menu, drawerEnd }: { menu: MenuGroupView[]; drawerEnd?: ReactNode }) {
  return (
    <MegaMenuNav drawerEnd={drawerEnd}>
      {menu.map((group) => (
        <MenuGroup key={group.id} id={group.id} heading={group.heading} iconName={group.iconName}>
          {group.columns ? (
            group.panels.map((panel) => <PlainLinks key={panel.id} panel={panel} />)
          ) : (
            <div className={styles.panels}>
              <PanelList>
                {group.panels.map((panel, i) => (
                  <PanelButton key={panel.id} group={group.id} panel={panel.id} first={i === 0}>
                    {panel.heading}
                  </PanelButton>
                ))}
              </PanelList>
              {group.panels.map((panel, i) => (
                <PanelBody key={panel.id} group={group.id} panel={panel.id} first={i === 0}>
                  <PlainLinks panel={panel} />
                </PanelBody>
              ))}
            </div>
          )}
        </MenuGroup>
      ))}
    </MegaMenuNav>
  );
}
