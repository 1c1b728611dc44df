import { AdminCentre, AdminCentreList, CentreInput } from '@meridian/domain/lead/centres';
import { serialAdminRoutes } from '#api/platform/audit/serial-admin-routes.ts';
import { centreEditing } from './admin.service.ts';

/** `/lead/admin/centres…`: the experience centres (admins only), audited. */
export const centreAdminRoutes = serialAdminRoutes({
  path: '/centres',
  editing: centreEditing,
  input: CentreInput,
  view: AdminCentre,
  list: AdminCentreList,
  summaries: {
    list: 'Every experience centre, on and off, by city and name',
    create: 'Add an experience centre, offered for visits and listed in the directories it offers',
    update: 'Change a centre; active false offers it for no new visit and lists it nowhere',
  },
});
