'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MenuInput, type AdminMenu } from '@meridian/domain/cms/menus-admin';
import { MENU_KEYS, MenuKey } from '@meridian/domain/navigation/schemas';
import { regionHiddenIds } from '@meridian/domain/navigation/region-hidden-ids';
import { isHiddenIn, REGION_CONFIG } from '@meridian/domain/region/region-config';
import { REGIONS, type Region } from '@meridian/domain/region/regions';
import { getAdminMenu, saveMenu } from '@/lib/api/site-admin.ts';
import { FormActions } from '@/components/forms/fields.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import {
  changeNode,
  holdsLinks,
  moveNode,
  nameOf,
  newId,
  type MenuNode,
  type NodePath,
} from './menu-tree.ts';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const MENU_LABELS: Record<MenuKey, string> = {
  header: 'Header mega-menu',
  simple: 'Simpler menu (accelerator pages)',
  footer: 'Footer links',
};

interface Edit {
  tree: MenuNode[];
  change(path: NodePath, change: (node: MenuNode) => MenuNode | undefined): void;
  move(path: NodePath, delta: -1 | 1): void;
  /** Ids the region's own rules hide (SPEC.md §1), whatever the editor ticks. */
  ruleHidden: (region: Region) => readonly string[];
}

function RegionBoxes({ node, path, edit }: { node: MenuNode; path: NodePath; edit: Edit }) {
  return (
    <fieldset className={styles.inlineChoices}>
      <legend>Hide in</legend>
      {REGIONS.map((region) => {
        const byRule = isHiddenIn(edit.ruleHidden(region), node.id);
        return (
          <Checkbox
            key={region}
            checked={byRule || (node.hiddenIn ?? []).includes(region)}
            disabled={byRule}
            onChange={(event) =>
              edit.change(path, (current) => {
                const others = (current.hiddenIn ?? []).filter((r) => r !== region);
                const hiddenIn = event.target.checked ? [...others, region] : others;
                return { ...current, hiddenIn: hiddenIn.length > 0 ? hiddenIn : undefined };
              })
            }
            label={
              <>
                {REGION_CONFIG[region].label}
                {byRule && ' (region rule)'}
              </>
            }
          />
        );
      })}
    </fieldset>
  );
}

/** One item: its name (and link), where it shows, its place among its siblings, and what is under it. */
function NodeEditor({ node, path, edit }: { node: MenuNode; path: NodePath; edit: Edit }) {
  const name = nameOf(node);
  const isLink = node.child === undefined;
  const fieldId = `menu-${node.id}`;
  const controls = (
    <div role="group" aria-label={name} className={styles.menuItem}>
      <label htmlFor={`${fieldId}-name`}>Name</label>
      <TextInput
        id={`${fieldId}-name`}
        value={name}
        onChange={(event) =>
          edit.change(path, (current) =>
            isLink
              ? { ...current, anchor_text_of_link: event.target.value }
              : { ...current, heading: event.target.value },
          )
        }
      />
      {isLink && (
        <>
          <label htmlFor={`${fieldId}-href`}>Link</label>
          <TextInput
            id={`${fieldId}-href`}
            value={node.href ?? ''}
            onChange={(event) => edit.change(path, (current) => ({ ...current, href: event.target.value }))}
          />
        </>
      )}
      <RegionBoxes node={node} path={path} edit={edit} />
      <Button onClick={() => edit.move(path, -1)}>Move up</Button>
      <Button onClick={() => edit.move(path, 1)}>Move down</Button>
      <Button onClick={() => edit.change(path, () => undefined)}>Remove</Button>
    </div>
  );
  if (isLink) return <li>{controls}</li>;
  return (
    <li>
      <details>
        <summary>{name}</summary>
        {controls}
        <ol className={styles.menuTree}>
          {(node.child ?? []).map((child, index) => (
            <NodeEditor key={child.id} node={child} path={[...path, index]} edit={edit} />
          ))}
        </ol>
        {holdsLinks(node) && (
          <Button
            onClick={() =>
              edit.change(path, (current) => ({
                ...current,
                child: [
                  ...(current.child ?? []),
                  {
                    id: newId(edit.tree, current.id, 'new link'),
                    href: '/',
                    anchor_text_of_link: 'New link',
                  },
                ],
              }))
            }
          >
            Add a link under {name}
          </Button>
        )}
      </details>
    </li>
  );
}

function MenuForm({ menu }: { menu: AdminMenu }) {
  const queryClient = useQueryClient();
  const [tree, setTree] = useState<MenuNode[]>(menu.tree);
  // A saved or restored menu comes back with a new version: the form shows it from then on.
  const [version, setVersion] = useState(menu.version);
  if (version !== menu.version) {
    setVersion(menu.version);
    setTree(menu.tree);
  }
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: saveMenu,
    onSuccess: async (saved) => {
      queryClient.setQueryData(backOfficeKeys.menu(saved.key), saved);
      await queryClient.invalidateQueries({ queryKey: ['back-office', 'audit', 'menu', saved.key] });
    },
  });
  const ruleHidden = (region: Region) => regionHiddenIds(menu.key, [], region);
  const edit: Edit = {
    tree,
    ruleHidden,
    change: (path, change) => setTree((current) => changeNode(current, path, change)),
    move: (path, delta) => setTree((current) => moveNode(current, path, delta)),
  };
  const submit = () => {
    const parsed = MenuInput.safeParse({ key: menu.key, tree });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(`${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    setProblem(undefined);
    save.mutate(parsed.data);
  };
  return (
    <>
      <ol className={styles.menuTree}>
        {tree.map((node, index) => (
          <NodeEditor key={node.id} node={node} path={[index]} edit={edit} />
        ))}
      </ol>
      {menu.key === 'footer' && (
        <Button
          onClick={() =>
            setTree((current) => [
              ...current,
              { id: newId(current, undefined, 'new section'), heading: 'New section', child: [] },
            ])
          }
        >
          Add a footer section
        </Button>
      )}
      <FormActions alert={problem ?? save.error?.message}>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save menu'}
        </Button>
      </FormActions>
      {save.data && <p role="status">Menu saved (version {save.data.version}).</p>}
      <AuditHistory
        entity="menu"
        entityKey={menu.key}
        describe={(record) => (record.tree as MenuNode[]).map(nameOf).join(', ')}
      />
    </>
  );
}

/** The menus, one at a time: items renamed, relinked, reordered, removed, added or hidden in a region. */
export function MenuEditor() {
  const [key, setKey] = useState<MenuKey>('footer');
  const menu = useQuery({ queryKey: backOfficeKeys.menu(key), queryFn: () => getAdminMenu(key) });
  return (
    <section aria-label="Menu editor" className={styles.section}>
      <h2>Menus</h2>
      <div className={styles.field}>
        <label htmlFor="menu-key">Menu</label>
        <Select id="menu-key" value={key} onChange={(event) => setKey(MenuKey.parse(event.target.value))}>
          {MENU_KEYS.map((menuKey) => (
            <option key={menuKey} value={menuKey}>
              {MENU_LABELS[menuKey]}
            </option>
          ))}
        </Select>
      </div>
      {menu.error && <p role="alert">{menu.error.message}</p>}
      {menu.data && <MenuForm key={key} menu={menu.data} />}
    </section>
  );
}
