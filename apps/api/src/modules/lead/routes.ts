import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { messagesAdminRoutes } from '#api/platform/notifier/messages-admin-routes.ts';
import { enquiryRoutes } from './enquiry/routes.ts';
import { preferencesRoutes } from './preferences-routes.ts';
import { leadInboxRoutes } from './inbox/routes.ts';
import { counsellorRoutes } from './counsellors/routes.ts';
import { counsellorPhotoRoutes } from './counsellors/photo-routes.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { centreAdminRoutes } from './centres/admin-routes.ts';

/** `/lead`: enquiries and their OTP, contact preferences, appointments, and the staff's inbox, desks, centres and messages. */
export const leadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'lead', deps, [
    enquiryRoutes,
    preferencesRoutes,
    { routes: leadInboxRoutes, prefix: '/admin' },
    { routes: counsellorRoutes, prefix: '/admin' },
    { routes: counsellorPhotoRoutes, prefix: '/admin' },
    { routes: messagesAdminRoutes, prefix: '/admin' },
    { routes: centreAdminRoutes, prefix: '/admin' },
    { routes: appointmentRoutes, prefix: '/appointments' },
  ]);
};
