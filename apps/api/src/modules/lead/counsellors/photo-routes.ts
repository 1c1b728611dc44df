import { z } from 'zod';
import { requireSelfOrAdmin } from '#api/platform/auth/auth-guard.ts';
import { imageRoutes } from '#api/platform/images/image-routes.ts';
import { counsellorPhotoSlot } from './service.ts';

/** `/lead/admin/counsellors/{userId}/photo`: an admin's, or the counsellor's own. */
export const counsellorPhotoRoutes = imageRoutes(requireSelfOrAdmin('key'), [
  {
    path: '/counsellors/:key/photo',
    params: z.object({ key: z.uuid() }),
    slot: counsellorPhotoSlot,
    what: 'the counsellor’s photo learners see',
  },
]);
