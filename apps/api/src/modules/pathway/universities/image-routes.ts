import { z } from 'zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { Slug } from '@meridian/domain/content/slug';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import { imageRoutes } from '#api/platform/images/image-routes.ts';
import { campusPhotoSlot, universityLogoSlot } from './images.service.ts';

const params = z.object({ key: Slug });

/** `/pathway/admin/universities/{slug}/logo` and `/campus-photo`: catalogue content (editors and admins). */
export const universityImageRoutes = imageRoutes(requirePermission(PERMISSIONS.cmsEditor), [
  { path: '/universities/:key/logo', params, slot: universityLogoSlot, what: 'the university’s logo' },
  {
    path: '/universities/:key/campus-photo',
    params,
    slot: campusPhotoSlot,
    what: 'the university’s campus photo',
  },
]);
