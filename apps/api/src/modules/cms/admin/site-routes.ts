import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEvent, AdminEventList, EventInput } from '@meridian/domain/cms/events-admin';
import { AdminMenu, MenuInput } from '@meridian/domain/cms/menus-admin';
import { AdminPageRule, AdminPageRuleList, PageRuleInput } from '@meridian/domain/cms/page-configuration';
import {
  AdminBanner,
  AdminBannerList,
  AdminSiteBar,
  AdminSiteBarList,
  BannerInput,
  SiteBarInput,
} from '@meridian/domain/cms/site-bars-admin';
import { AdminWebinar, AdminWebinarList, WebinarInput } from '@meridian/domain/cms/webinars-admin';
import { Slug } from '@meridian/domain/content/slug';
import { MenuKey } from '@meridian/domain/navigation/schemas';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import {
  createEvent,
  getEventForEditing,
  listEventsForBackOffice,
  updateEvent,
} from '#api/modules/pathway/events/admin.service.ts';
import {
  createWebinar,
  getWebinarForEditing,
  listWebinarsForBackOffice,
  updateWebinar,
} from '#api/modules/webinar/sessions/admin.service.ts';
import { bannerEditing } from '#api/modules/cms/home/admin.service.ts';
import { siteBarEditing } from '#api/modules/cms/extras/admin.service.ts';
import { pageRuleEditing } from '#api/modules/cms/page-configuration/admin.service.ts';
import { getMenuForEditing, updateMenu } from '#api/modules/cms/menus/admin.service.ts';
import { windowedEditingRoutes } from './windowed-routes.ts';

const SlugParams = z.object({ slug: Slug });
const MenuParams = z.object({ key: MenuKey });

/**
 * `/cms/admin/…` for the site's furniture: fairs, webinars, home banners, the hello bar and other
 * bars, the page rules of the enquiry pop-up, and the menus. Mounted inside the back office, so its guard (cms_editor) covers them; every
 * write is audited and can be restored through `/cms/admin/audit`.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const change = editorChange(deps);

  app.get(
    '/events',
    readRoute(
      'Every university fair, drafts too, latest first, with its registrations counted',
      AdminEventList,
    ),
    async () => listEventsForBackOffice(db),
  );
  app.get(
    '/events/:slug',
    readRoute('A fair as the editor edits it', AdminEvent, { params: SlugParams }),
    async (request) => getEventForEditing(db, request.params.slug),
  );
  app.post(
    '/events',
    createRoute('Add a university fair (a draft stays off the site)', AdminEvent, { body: EventInput }),
    async (request) => createEvent(db, request.body, change(request)),
  );
  app.put(
    '/events/:slug',
    updateRoute('Change, publish or unpublish a fair; its registrations stay', AdminEvent, {
      params: SlugParams,
      body: EventInput,
    }),
    async (request) => updateEvent(db, request.params.slug, request.body, change(request)),
  );

  app.get(
    '/webinars',
    readRoute('Every webinar, drafts too, latest first, with seats taken', AdminWebinarList),
    async () => listWebinarsForBackOffice(db),
  );
  app.get(
    '/webinars/:slug',
    readRoute('A webinar as the editor edits it', AdminWebinar, { params: SlugParams }),
    async (request) => getWebinarForEditing(db, request.params.slug),
  );
  app.post(
    '/webinars',
    createRoute('Add a webinar (a draft stays off the site and closed to registration)', AdminWebinar, {
      body: WebinarInput,
    }),
    async (request) => createWebinar(db, request.body, change(request)),
  );
  app.put(
    '/webinars/:slug',
    updateRoute('Change, publish or unpublish a webinar; its registrations stay', AdminWebinar, {
      params: SlugParams,
      body: WebinarInput,
    }),
    async (request) => updateWebinar(db, request.params.slug, request.body, change(request)),
  );

  windowedEditingRoutes(app, { db, change }, '/banners', bannerEditing, {
    schemas: { list: AdminBannerList, record: AdminBanner, input: BannerInput },
    list: 'Every home banner of every region, drafts and ended ones too',
    create: 'Add a home banner to a region',
    update: 'Change, publish or unpublish a home banner',
  });
  windowedEditingRoutes(app, { db, change }, '/site-bars', siteBarEditing, {
    schemas: { list: AdminSiteBarList, record: AdminSiteBar, input: SiteBarInput },
    list: 'The hello bar, custom bars and ticker lines, drafts and ended ones too',
    create: 'Add a hello bar, custom bar or ticker line',
    update: 'Change, publish or unpublish a bar',
  });
  windowedEditingRoutes(app, { db, change }, '/page-rules', pageRuleEditing, {
    schemas: { list: AdminPageRuleList, record: AdminPageRule, input: PageRuleInput },
    list: 'Every page rule (which pages open the enquiry pop-up, when, with which layout), switched-off ones too',
    create: 'Add a page rule for a page (exact) or a branch of pages (prefix) of a site variant',
    update: 'Change a page rule; active false switches it off',
  });

  app.get(
    '/menus/:key',
    readRoute('A menu (header, simple or footer) as stored, before any region hides items', AdminMenu, {
      params: MenuParams,
    }),
    async (request) => getMenuForEditing(db, request.params.key),
  );
  app.put(
    '/menus/:key',
    updateRoute('Replace a menu: items added, renamed, reordered, removed or hidden in a region', AdminMenu, {
      params: MenuParams,
      body: MenuInput,
    }),
    async (request) => updateMenu(db, request.params.key, request.body, change(request)),
  );
};
