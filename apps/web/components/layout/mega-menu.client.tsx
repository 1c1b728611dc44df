'use client';

import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';
import type { ColumnView, MenuGroupView, PanelView } from '@/lib/navigation/menu-view.ts';
import { MegaMenuNav, MenuGroup, PanelBody, PanelButton, PanelList } from './mega-menu-controls.client.tsx';
import styles from './mega-menu.module.css';

/**
 * A menu link as plain markup: MegaMenuNav navigates within the site on its click (as next/link
 * would) unless `reload` asks for a full page load (SPEC.md §2); other sites open in a new tab.
 * `label` is what analytics records when it is not the link's text.
 */
function PanelLink(props: {
  href: string;
  reload?: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const { href, reload, className, label, children } = props;
  const external = href.startsWith('https://');
  return (
    <a
      href={external ? href : sitePath(href)}
      className={className}
      data-label={label}
      data-reload={reload || undefined}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}

function Columns({ columns }: { columns: ColumnView[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <section key={column.heading} className={styles.column} aria-label={column.heading}>
          <h3>{column.heading}</h3>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}>
                <PanelLink href={link.href} reload={link.reload}>
                  {link.text}
                </PanelLink>
              </li>
            ))}
          </ul>
          {column.viewLink && (
            <PanelLink
              href={column.viewLink}
              className={styles.viewAll}
              label={column.viewLinkText ? undefined : column.heading}
            >
              {column.viewLinkText ?? 'View all'}
            </PanelLink>
          )}
        </section>
      ))}
    </div>
  );
}

function PanelLinks({ panel }: { panel: PanelView }) {
  return (
    <>
      {panel.headingLink && (
        <PanelLink href={panel.headingLink} className={styles.explore} label={panel.heading}>
          {panel.details ?? `Explore ${panel.heading}`}
        </PanelLink>
      )}
      <Columns columns={panel.columns} />
    </>
  );
}

/**
 * The header mega-menu, rendered from the menu's data (lib/navigation/menu-view.ts): the server
 * renders every link as markup, crawlable and shown without script, and the browser receives the
 * data once, much shorter than the same links as a server component tree.
 */
export function MegaMenu({ menu }: { menu: MenuGroupView[] }) {
  return (
    <MegaMenuNav>
      {menu.map((group) => (
        <MenuGroup key={group.id} id={group.id} heading={group.heading} iconName={group.iconName}>
          {group.columns ? (
            group.panels.map((panel) => <PanelLinks key={panel.id} panel={panel} />)
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
                  <PanelLinks panel={panel} />
                </PanelBody>
              ))}
            </div>
          )}
        </MenuGroup>
      ))}
    </MegaMenuNav>
  );
}
