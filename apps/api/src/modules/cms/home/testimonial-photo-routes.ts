import { z } from 'zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import { imageRoutes } from '#api/platform/images/image-routes.ts';
import { testimonialPhotoSlot } from './testimonials.service.ts';

/** `/cms/admin/testimonials/{id}/photo`: editors'. */
export const testimonialPhotoRoutes = imageRoutes(requirePermission(PERMISSIONS.cmsEditor), [
  {
    path: '/testimonials/:key/photo',
    params: z.object({ key: z.coerce.number().int().positive().max(999_999_999) }),
    slot: testimonialPhotoSlot,
    what: 'the testimonial’s student photo',
  },
]);
