import { AdminAlumniList, AdminAlumnus, AlumnusInput } from '@meridian/domain/alumni/admin';
import { serialAdminRoutes } from '#api/platform/audit/serial-admin-routes.ts';
import { alumniEditing } from './admin.service.ts';

/** `/user/admin/alumni…`: the alumni learners may ask to talk to (admins only), audited. */
export const alumniAdminRoutes = serialAdminRoutes({
  path: '/alumni',
  editing: alumniEditing,
  input: AlumnusInput,
  view: AdminAlumnus,
  list: AdminAlumniList,
  summaries: {
    list: 'Every alumnus, on and off, by name, with their private contacts',
    create: 'Add an alumnus of a university in the catalogue',
    update: 'Change an alumnus; active false lists them no more',
  },
});
