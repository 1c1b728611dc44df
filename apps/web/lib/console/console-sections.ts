import { hasPermission, INTERNAL_PERMISSIONS, PERMISSIONS } from '@meridian/domain/auth/permissions';
import { MESSAGE_ADMIN_PERMISSIONS } from '@meridian/domain/notifier/messages';
import { rolesOf, type StaffRole } from '@meridian/domain/auth/staff';
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
  { label: 'Learners', href: siteRoutes.adminLearners(), permissions: INTERNAL_PERMISSIONS },
  { label: 'Appointments', href: siteRoutes.adminAppointments(), permissions: INTERNAL_PERMISSIONS },
  { label: 'Counsellors', href: siteRoutes.adminCounsellors(), permissions: INTERNAL_PERMISSIONS },
  { label: 'Centres', href: siteRoutes.adminCentres(), permissions: [PERMISSIONS.admin] },
  { label: 'Orders', href: siteRoutes.adminOrders(), permissions: [PERMISSIONS.admin] },
  { label: 'Content', href: siteRoutes.adminContent(), permissions: [PERMISSIONS.cmsEditor] },
  { label: 'Catalogue', href: siteRoutes.adminCatalogue(), permissions: [PERMISSIONS.cmsEditor] },
  { label: 'Page rules', href: siteRoutes.adminPageRules(), permissions: [PERMISSIONS.cmsEditor] },
  { label: 'Programs', href: siteRoutes.adminPrograms(), permissions: [PERMISSIONS.admin] },
  { label: 'Coupons', href: siteRoutes.adminCoupons(), permissions: [PERMISSIONS.admin] },
  { label: 'Messages', href: siteRoutes.adminMessages(), permissions: MESSAGE_ADMIN_PERMISSIONS },
  { label: 'Staff', href: siteRoutes.adminStaff(), permissions: [PERMISSIONS.admin] },
  { label: 'Performance', href: siteRoutes.adminPerformance(), permissions: [PERMISSIONS.admin] },
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

/** What staff call each role in the console's header. */
const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Administrator',
  counsellor: 'Counsellor',
  editor: 'Editor',
};

/**
 * A person's roles as staff call them (`Counsellor, Editor`); a learner has none. Only the roles
 * held are named: `hasPermission` lets an admin pass every check, which is not holding the role.
 */
export function roleNames(permissions: readonly string[]): string {
  return rolesOf(permissions)
    .map((role) => ROLE_NAMES[role])
    .join(', ');
}
