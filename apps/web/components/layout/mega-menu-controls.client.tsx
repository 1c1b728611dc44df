'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import type { HeaderMenu, MenuColumn, MenuPanel } from '@meridian/domain/navigation/schemas';
import { MenuLink } from './menu-link.tsx';
import { trackEvent } from '@/lib/analytics/track-event.ts';
import { focusIndexForKey, type RowKeys } from '@/lib/navigation/menu-keys.ts';
import styles from './mega-menu.module.css';

import { HEADER_CATEGORY } from '@meridian/domain/analytics/schemas';

function Columns({ columns, onNavigate }: { columns: MenuColumn[]; onNavigate: (label: string) => void }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <section key={column.id} className={styles.column} aria-label={column.heading}>
          <h3>{column.heading}</h3>
          <ul>
            {column.child.map((link) => (
              <li key={link.id}>
                <MenuLink
                  href={link.href}
                  reload={link.reload}
                  onClick={() => onNavigate(link.anchor_text_of_link)}
                >
                  {link.anchor_text_of_link}
                </MenuLink>
              </li>
            ))}
          </ul>
          {column.viewLink && (
            <MenuLink
              href={column.viewLink}
              className={styles.viewAll}
              onClick={() => onNavigate(column.viewLinkText ?? column.heading)}
            >
              {column.viewLinkText ?? 'View all'}
            </MenuLink>
          )}
        </section>
      ))}
    </div>
  );
}

function PanelBody({ panel, onNavigate }: { panel: MenuPanel; onNavigate: (label: string) => void }) {
  return (
    <>
      {panel.headingLink && (
        <MenuLink
          href={panel.headingLink}
          className={styles.explore}
          onClick={() => onNavigate(panel.heading)}
        >
          {panel.details ?? `Explore ${panel.heading}`}
        </MenuLink>
      )}
      <Columns columns={panel.child} onNavigate={onNavigate} />
    </>
  );
}

/** Moves focus along a row of buttons when the key is one of the row's (see `focusIndexForKey`). */
function moveFocus(event: KeyboardEvent, buttons: readonly HTMLButtonElement[], keys: RowKeys): void {
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  const next = focusIndexForKey({ key: event.key, index, count: buttons.length, keys });
  if (next === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  buttons[next]?.focus();
}

/**
 * The header mega-menu, as a disclosure navigation (WAI-ARIA APG; docs/adr/007): each top-level
 * entry is a button that shows its panel. Left and Right, Home and End move between the entries; Up
 * and Down, Home and End between a panel's sub-menu buttons; Escape closes the panel (or the phone
 * drawer) and returns focus to the button that opened it. On small screens the hamburger button
 * shows the same tree as stacked sections.
 */
export function MegaMenu({ menu }: { menu: HeaderMenu }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [activePanel, setActivePanel] = useState<Record<string, string>>({});
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const buttonRefs = useRef<Map<string, HTMLButtonElement>>(new Map());
  const baseId = useId();
  const pathname = usePathname();

  const close = useCallback(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
  }, []);

  // A navigation (including back and forward) closes everything.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenGroup(null);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!openGroup && !drawerOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroup, drawerOpen, close]);

  const onNavigate = (label: string) => {
    trackEvent({ name: 'menu_link_clicked', category: HEADER_CATEGORY, label });
    close();
  };

  const groupButtons = () => menu.flatMap((g) => buttonRefs.current.get(g.id) ?? []);

  const onGroupKeyDown = (event: KeyboardEvent<HTMLElement>, groupId: string) => {
    const trigger = buttonRefs.current.get(groupId);
    if (event.key === 'Escape' && openGroup === groupId) {
      event.stopPropagation();
      setOpenGroup(null);
      trigger?.focus();
    } else if (event.target === trigger) {
      moveFocus(event, groupButtons(), { next: 'ArrowRight', previous: 'ArrowLeft' });
    }
  };

  // With no panel open, Escape folds the phone drawer back behind its button.
  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !drawerOpen) return;
    setDrawerOpen(false);
    hamburgerRef.current?.focus();
  };

  const onPanelListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > li > button')];
    moveFocus(event, buttons, { next: 'ArrowDown', previous: 'ArrowUp' });
  };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onKeyDown={onNavKeyDown}>
      <button
        type="button"
        ref={hamburgerRef}
        className={styles.hamburger}
        aria-expanded={drawerOpen}
        aria-controls={`${baseId}-groups`}
        onClick={() => {
          setDrawerOpen((open) => !open);
          trackEvent({ name: 'hameburger_clicked', category: HEADER_CATEGORY, label: 'menu' });
        }}
      >
        <span aria-hidden="true" className={styles.hamburgerIcon} />
        Menu
      </button>
      <ul id={`${baseId}-groups`} className={styles.groups} data-open={drawerOpen}>
        {menu.map((group) => {
          const open = openGroup === group.id;
          const panelId = `${baseId}-${group.id}`;
          const active = activePanel[group.id] ?? group.child[0]?.id;
          return (
            <li
              key={group.id}
              className={styles.group}
              onKeyDown={(event) => onGroupKeyDown(event, group.id)}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) buttonRefs.current.set(group.id, node);
                  else buttonRefs.current.delete(group.id);
                }}
                className={styles.groupButton}
                data-icon={group.iconName}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : group.id)}
              >
                {group.heading}
              </button>
              <div id={panelId} className={styles.panel} hidden={!open}>
                {group.componentName === 'columns' ? (
                  group.child.map((panel) => (
                    <PanelBody key={panel.id} panel={panel} onNavigate={onNavigate} />
                  ))
                ) : (
                  <div className={styles.panels}>
                    <ul className={styles.panelList} onKeyDown={onPanelListKeyDown}>
                      {group.child.map((panel) => (
                        <li key={panel.id}>
                          <button
                            type="button"
                            aria-expanded={active === panel.id}
                            aria-controls={`${panelId}-${panel.id}`}
                            onClick={() =>
                              setActivePanel((current) => ({ ...current, [group.id]: panel.id }))
                            }
                            onMouseEnter={() =>
                              setActivePanel((current) => ({ ...current, [group.id]: panel.id }))
                            }
                          >
                            {panel.heading}
                          </button>
                        </li>
                      ))}
                    </ul>
                    {group.child.map((panel) => (
                      <div
                        key={panel.id}
                        id={`${panelId}-${panel.id}`}
                        className={styles.panelBody}
                        hidden={active !== panel.id}
                      >
                        <PanelBody panel={panel} onNavigate={onNavigate} />
                      </div>
                    ))}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
