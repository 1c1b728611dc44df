import { hasPermission, INTERNAL_PERMISSIONS, PERMISSIONS } from '@meridian/domain/auth/permissions';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** One entry of the console's navigation: its page and who may open it. */
export interface ConsoleSection {
  label: string;
  href: string;
  /** Any of these lets a person in (an admin may open every section). */
  permissions: readonly string[];
}

/**
 * The console's sections in the order of its navigation (issue 30: Leads, Learners, Appointments,
 * Orders, Content, Catalogue, Programs and coupons, Messages, Staff, Settings). A section is listed
 * once its page exists, guarded by the permission its API asks for.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { label: 'Leads', href: siteRoutes.adminLeads(), permissions: INTERNAL_PERMISSIONS },
  { label: 'Content', href: siteRoutes.adminContent(), permissions: [PERMISSIONS.cmsEditor] },
  { label: 'Catalogue', href: siteRoutes.adminCatalogue(), permissions: [PERMISSIONS.cmsEditor] },
  { label: 'Settings', href: siteRoutes.adminSettings(), permissions: [PERMISSIONS.admin] },
];

/** The sections a person's permissions open; an admin sees them all. */
export function sectionsFor(permissions: readonly string[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter(
    (section) => permissions.includes(PERMISSIONS.admin) || hasPermission(permissions, section.permissions),
  );
}

/** The section a page belongs to: its own address or one below it (`/admin/content/stale`). */
export function isInSection(pathname: string, section: ConsoleSection): boolean {
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}

const ROLE_NAMES = [
  { name: 'Administrator', permissions: [PERMISSIONS.admin] },
  { name: 'Counsellor', permissions: INTERNAL_PERMISSIONS },
  { name: 'Editor', permissions: [PERMISSIONS.cmsEditor] },
] as const;

/** A person's roles as staff call them (`Counsellor, Editor`); a learner has none. */
export function roleNames(permissions: readonly string[]): string {
  // Held, not passed: an admin passes every check but holds only `admin`.
  return ROLE_NAMES.filter((role) => role.permissions.some((permission) => permissions.includes(permission)))
    .map((role) => role.name)
    .join(', ');
}
