import { z } from 'zod';
import { Region } from '../region/regions.ts';

/** Ids are dotted paths (`countries.usa.streams.computer-science`) so a region can hide a whole branch. */
const Id = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a dotted path of lowercase slugs');

/** A site path under the base path (`/usa/courses`) or an absolute external URL. */
const Href = z
  .string()
  .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), 'must start with / or https://');

/** Regions an editor took this item (and what is under it) out of, beside the regions' own rules. */
const HiddenIn = z.array(Region).max(3).optional();

/** Icon keys of SPEC.md §2: icon2 Countries, icon3 Exams, icon4 Resources (and the rest for tools). */
export const IconName = z.enum(['icon1', 'icon2', 'icon3', 'icon4', 'icon5', 'icon6']);
export type IconName = z.infer<typeof IconName>;

/** SPEC.md §3 menu node, leaf form: one link. `enabled` stays false until the page exists. */
export const MenuLink = z.object({
  id: Id,
  href: Href,
  anchor_text_of_link: z.string().min(1),
  category: z.string().default('Page_interaction_header'),
  event: z.string().optional(),
  /** Article links force a full page load (SPEC.md §2). */
  reload: z.boolean().default(false),
  enabled: z.boolean().default(true),
  hiddenIn: HiddenIn,
});
export type MenuLink = z.infer<typeof MenuLink>;

/** SPEC.md §3 menu column: a heading, about ten links and an optional view-all link. */
export const MenuColumn = z.object({
  id: Id,
  heading: z.string().min(1),
  colWidth: z.number().int().min(1).max(4).default(1),
  viewLink: Href.optional(),
  viewLinkText: z.string().optional(),
  iconName: IconName.optional(),
  parentUrl: Href.optional(),
  parentLinkName: z.string().optional(),
  hiddenIn: HiddenIn,
  child: z.array(MenuLink),
});
export type MenuColumn = z.infer<typeof MenuColumn>;

/** One panel of a group, e.g. "USA" under Countries, with its explore link and columns. */
export const MenuPanel = z.object({
  id: Id,
  heading: z.string().min(1),
  headingLink: Href.optional(),
  details: z.string().optional(),
  iconNameParent: IconName.optional(),
  enabled: z.boolean().default(true),
  hiddenIn: HiddenIn,
  child: z.array(MenuColumn),
});
export type MenuPanel = z.infer<typeof MenuPanel>;

/** A top-level header entry (Countries, Exams, Resources, E-books, More). */
export const MenuGroup = z.object({
  id: Id,
  heading: z.string().min(1),
  iconName: IconName,
  componentName: z.enum(['panels', 'columns']).default('panels'),
  hiddenIn: HiddenIn,
  child: z.array(MenuPanel).min(1),
});
export type MenuGroup = z.infer<typeof MenuGroup>;

export const HeaderMenu = z.array(MenuGroup).meta({ id: 'HeaderMenu' });
export type HeaderMenu = z.infer<typeof HeaderMenu>;

/** The second, simpler menu: groups of plain links. */
export const SimpleMenu = z
  .array(
    z.object({ id: Id, heading: z.string().min(1), hiddenIn: HiddenIn, child: z.array(MenuLink).min(1) }),
  )
  .meta({ id: 'SimpleMenu' });
export type SimpleMenu = z.infer<typeof SimpleMenu>;

/** SPEC.md §3 footer link. */
export const FooterLink = z.object({
  id: Id,
  href: Href,
  as: z.string().optional(),
  anchor_text_of_link: z.string().min(1),
  event: z.string().optional(),
  scroll: z.literal(true).default(true),
  category: z.string().default('Page_interaction_footer'),
  reload: z.boolean().default(false),
  enabled: z.boolean().default(true),
  hiddenIn: HiddenIn,
});
export type FooterLink = z.infer<typeof FooterLink>;

export const FooterSection = z.object({
  id: Id,
  heading: z.string().min(1),
  hiddenIn: HiddenIn,
  child: z.array(FooterLink),
});
export type FooterSection = z.infer<typeof FooterSection>;

export const FooterMenu = z.array(FooterSection).meta({ id: 'FooterMenu' });
export type FooterMenu = z.infer<typeof FooterMenu>;

export const MENU_KEYS = ['header', 'simple', 'footer'] as const;
export const MenuKey = z.enum(MENU_KEYS);
export type MenuKey = z.infer<typeof MenuKey>;
