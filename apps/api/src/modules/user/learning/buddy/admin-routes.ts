import { AdminBuddy, AdminBuddyList, BuddyInput } from '@meridian/domain/learning/buddy-admin';
import { serialAdminRoutes } from '#api/platform/audit/serial-admin-routes.ts';
import { buddyEditing } from './admin.service.ts';

/** `/user/admin/buddies…`: the senior-student buddies (admins only), audited; mounted by the user service. */
export const buddyAdminRoutes = serialAdminRoutes({
  path: '/buddies',
  editing: buddyEditing,
  input: BuddyInput,
  view: AdminBuddy,
  list: AdminBuddyList,
  summaries: {
    list: 'Every buddy, on and off, by destination and name',
    create: 'Add a buddy for learners going to their destination',
    update: 'Change a buddy; active false matches them with no new learner',
  },
});
