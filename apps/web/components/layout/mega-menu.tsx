import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';
import type { HeaderMenu, MenuColumn, MenuPanel } from '@meridian/domain/navigation/schemas';
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
  // Only the attributes a link has: each absent one would still be sent as `undefined` in the
  // page's component payload, hundreds of times over.
  const attributes = {
    ...(className && { className }),
    ...(label && { 'data-label': label }),
    ...(reload && { 'data-reload': true }),
    ...(external && { target: '_blank', rel: 'noopener noreferrer' }),
  };
  return (
    <a href={external ? href : sitePath(href)} {...attributes}>
      {children}
    </a>
  );
}

function Columns({ columns }: { columns: MenuColumn[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <section key={column.id} className={styles.column} aria-label={column.heading}>
          <h3>{column.heading}</h3>
          <ul>
            {column.child.map((link) => (
              <li key={link.href}>
                <PanelLink href={link.href} reload={link.reload}>
                  {link.anchor_text_of_link}
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

function PanelLinks({ panel }: { panel: MenuPanel }) {
  return (
    <>
      {panel.headingLink && (
        <PanelLink href={panel.headingLink} className={styles.explore} label={panel.heading}>
          {panel.details ?? `Explore ${panel.heading}`}
        </PanelLink>
      )}
      <Columns columns={panel.child} />
    </>
  );
}

/**
 * The header mega-menu, rendered on the server: every link is plain markup sent once, and only the
 * open and close controls (mega-menu-controls.client.tsx) run in the browser. The menu's data used
 * to be sent to the browser as a client component's props besides its markup, most of each page.
 */
export function MegaMenu({ menu }: { menu: HeaderMenu }) {
  return (
    <MegaMenuNav>
      {menu.map((group) => (
        <MenuGroup key={group.id} id={group.id} heading={group.heading} iconName={group.iconName}>
          {group.componentName === 'columns' ? (
            group.child.map((panel) => <PanelLinks key={panel.id} panel={panel} />)
          ) : (
            <div className={styles.panels}>
              <PanelList>
                {group.child.map((panel, i) => (
                  <PanelButton key={panel.id} group={group.id} panel={panel.id} first={i === 0}>
                    {panel.heading}
                  </PanelButton>
                ))}
              </PanelList>
              {group.child.map((panel, i) => (
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
