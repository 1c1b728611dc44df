'use client';

import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import { HEADER_CATEGORY } from '@meridian/domain/analytics/schemas';
import { trackEvent } from '@/lib/analytics/track-event.ts';
import { focusIndexForKey, type RowKeys } from '@/lib/navigation/menu-keys.ts';
import { useLinkClicks } from '@/lib/navigation/use-link-clicks.ts';
import styles from './mega-menu.module.css';

/**
 * The mega-menu's state: which group is open, which panel each group shows, and the phone drawer.
 * The menu's links are rendered by mega-menu.client.tsx from the menu's data; these pieces open and
 * close them.
 */
interface MenuState {
  baseId: string;
  openGroup: string | null;
  setOpenGroup: (group: string | null) => void;
  activePanel: Record<string, string>;
  showPanel: (group: string, panel: string) => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const state = use(MenuContext);
  if (!state) throw new Error('mega-menu pieces belong inside MegaMenuNav');
  return state;
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
 * shows the same tree as stacked sections, then `drawerEnd` (the phone number), which only the
 * drawer shows. `children` are the groups (`MenuGroup`).
 */
export function MegaMenuNav({ children, drawerEnd }: { children: ReactNode; drawerEnd?: ReactNode }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [activePanel, setActivePanel] = useState<Record<string, string>>({});
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
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

  // With no panel open, Escape folds the phone drawer back behind its button.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !drawerOpen) return;
    setDrawerOpen(false);
    hamburgerRef.current?.focus();
  };

  // A link followed from a panel is recorded (by its data-label, else its text; as its own event,
  // else menu_link_clicked) and closes the menu.
  const onClick = useLinkClicks((link) => {
    trackEvent({
      name: link.dataset.event ?? 'menu_link_clicked',
      category: HEADER_CATEGORY,
      label: link.dataset.label ?? link.textContent ?? '',
    });
    close();
  });

  const showPanel = useCallback(
    (group: string, panel: string) => setActivePanel((current) => ({ ...current, [group]: panel })),
    [],
  );
  const state: MenuState = { baseId, openGroup, setOpenGroup, activePanel, showPanel };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onKeyDown={onKeyDown} onClick={onClick}>
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
        <span className={styles.hamburgerLabel}>Menu</span>
      </button>
      <ul id={`${baseId}-groups`} className={styles.groups} data-open={drawerOpen}>
        <MenuContext value={state}>{children}</MenuContext>
        {drawerEnd && <li className={styles.drawerEnd}>{drawerEnd}</li>}
      </ul>
    </nav>
  );
}

/**
 * A top-level entry: its button and the panel it opens (`children`). The panel's links are rendered
 * the first time it opens and kept after: the thousand links of all panels, parsed ahead of every
 * page's content and hydrated with it, held back its largest paint by about a second on
 * Lighthouse's phone (issue 14).
 */
export function MenuGroup(props: { id: string; heading: string; iconName: string; children: ReactNode }) {
  const { id, heading, iconName, children } = props;
  const { baseId, openGroup, setOpenGroup } = useMenu();
  const open = openGroup === id;
  const panelId = `${baseId}-${id}`;
  const [rendered, setRendered] = useState(false);
  if (open && !rendered) setRendered(true);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const trigger = event.currentTarget.querySelector<HTMLButtonElement>(':scope > button');
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpenGroup(null);
      trigger?.focus();
    } else if (event.target === trigger) {
      const row =
        event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>(':scope > li > button');
      moveFocus(event, [...(row ?? [])], { next: 'ArrowRight', previous: 'ArrowLeft' });
    }
  };

  return (
    <li className={styles.group} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={styles.groupButton}
        data-icon={iconName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenGroup(open ? null : id)}
      >
        {heading}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {(open || rendered) && children}
      </div>
    </li>
  );
}

/** The list of a group's sub-menu buttons (Up and Down move between them). */
export function PanelList({ children }: { children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > li > button')];
    moveFocus(event, row, { next: 'ArrowDown', previous: 'ArrowUp' });
  };
  return (
    <ul className={styles.panelList} onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}

interface PanelProps {
  group: string;
  panel: string;
  /** The group's first panel, shown until another is chosen. */
  first: boolean;
  children: ReactNode;
}

function useActive({ group, panel, first }: Omit<PanelProps, 'children'>) {
  const { baseId, activePanel, showPanel } = useMenu();
  const active = activePanel[group] ? activePanel[group] === panel : first;
  return { active, bodyId: `${baseId}-${group}-${panel}`, show: () => showPanel(group, panel) };
}

/** A sub-menu button: shows its panel on click or hover. */
export function PanelButton(props: PanelProps) {
  const { active, bodyId, show } = useActive(props);
  return (
    <li>
      <button type="button" aria-expanded={active} aria-controls={bodyId} onClick={show} onMouseEnter={show}>
        {props.children}
      </button>
    </li>
  );
}

/** A sub-menu's links, hidden while another sub-menu is shown. */
export function PanelBody(props: PanelProps) {
  const { active, bodyId } = useActive(props);
  return (
    <div id={bodyId} className={styles.panelBody} hidden={!active}>
      {props.children}
    </div>
  );
}
