import type { StoredImage } from '@meridian/domain/content/media';
import type { TestimonialList } from '@meridian/domain/home/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind } from '#api/platform/audit/audited.ts';
import type { ImageSlot } from '#api/platform/images/record-image.service.ts';
import { findTestimonialPhoto, listTestimonials, updateTestimonialPhoto } from './repo.ts';

interface TestimonialPhotoRecord extends Record<string, unknown> {
  testimonialId: string;
  photo: StoredImage | null;
}

const idOf = (key: string) => (/^[1-9]\d{0,8}$/.test(key) ? Number(key) : 0);

/** A testimonial's student photo (the words themselves come with the content files). */
export const testimonialPhotoKind: AuditedKind<TestimonialPhotoRecord> = {
  entity: 'testimonial-photo',
  noun: 'a testimonial’s photo',
  keyOf: (record) => record.testimonialId,
  async load(db, testimonialId) {
    const row = await findTestimonialPhoto(db, idOf(testimonialId));
    return row && { testimonialId, photo: row.photo };
  },
  async save(tx, record) {
    if (!(await updateTestimonialPhoto(tx, idOf(record.testimonialId), record.photo))) {
      throw new AppError('NOT_FOUND', `no testimonial ${record.testimonialId}`);
    }
  },
  parse: (stored) => stored as TestimonialPhotoRecord,
  cacheTags: () => ['home'],
};

export const testimonialPhotoSlot: ImageSlot<TestimonialPhotoRecord> = {
  kind: testimonialPhotoKind,
  field: 'photo',
  missing: (id) => `no testimonial ${id}`,
};

/** `GET /cms/admin/testimonials`. */
export async function listTestimonialsForBackOffice(db: Db): Promise<TestimonialList> {
  return { items: await listTestimonials(db) };
}
