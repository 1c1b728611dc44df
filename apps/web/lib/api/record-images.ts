import type { ServiceName } from '@meridian/domain/health';
import { RecordImage } from '@meridian/domain/content/media';
import { TestimonialList } from '@meridian/domain/home/schemas';
import { browserClient } from './browser-client.ts';

/**
 * Where one record's picture is uploaded and removed (`PUT`/`DELETE`): a university's logo or campus
 * photo, a counsellor's or a testimonial's photo (the API's one image upload behind each).
 */
export interface ImageAddress {
  service: ServiceName;
  path: string;
}

export const recordImages = {
  universityLogo: (slug: string): ImageAddress => ({
    service: 'pathway',
    path: `/admin/universities/${encodeURIComponent(slug)}/logo`,
  }),
  campusPhoto: (slug: string): ImageAddress => ({
    service: 'pathway',
    path: `/admin/universities/${encodeURIComponent(slug)}/campus-photo`,
  }),
  counsellorPhoto: (userId: string): ImageAddress => ({
    service: 'lead',
    path: `/admin/counsellors/${encodeURIComponent(userId)}/photo`,
  }),
  testimonialPhoto: (id: number): ImageAddress => ({
    service: 'cms',
    path: `/admin/testimonials/${id}/photo`,
  }),
};

export function uploadRecordImage(address: ImageAddress, file: File): Promise<RecordImage> {
  const body = new FormData();
  body.set('file', file);
  return browserClient.upload(address.service, address.path, { method: 'PUT', body, schema: RecordImage });
}

export function removeRecordImage(address: ImageAddress): Promise<RecordImage> {
  return browserClient.request(address.service, address.path, { method: 'DELETE', schema: RecordImage });
}

export function listAdminTestimonials(): Promise<TestimonialList> {
  return browserClient.request('cms', '/admin/testimonials', { schema: TestimonialList });
}
