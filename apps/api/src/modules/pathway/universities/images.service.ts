import type { StoredImage } from '@meridian/domain/content/media';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind } from '#api/platform/audit/audited.ts';
import type { ImageSlot } from '#api/platform/images/record-image.service.ts';
import { findUniversityImages, updateUniversityImages } from './images.repo.ts';

/** A university's pictures as the audit log keeps them (null: none uploaded). */
interface UniversityImagesRecord extends Record<string, unknown> {
  universitySlug: string;
  logo: StoredImage | null;
  campusPhoto: StoredImage | null;
}

export const universityImagesKind: AuditedKind<UniversityImagesRecord> = {
  entity: 'university-images',
  noun: 'a university’s pictures',
  keyOf: (record) => record.universitySlug,
  async load(db, universitySlug) {
    const row = await findUniversityImages(db, universitySlug);
    return row && { universitySlug, ...row };
  },
  async save(tx, { universitySlug, logo, campusPhoto }) {
    if (!(await updateUniversityImages(tx, universitySlug, { logo, campusPhoto }))) {
      throw new AppError('NOT_FOUND', `no university ${universitySlug}`);
    }
  },
  parse: (stored) => stored as UniversityImagesRecord,
  // Cards name the university on listings, course pages, country pages and the home page.
  cacheTags: (record) => [
    `university:${record.universitySlug}`,
    'universities',
    'courses',
    'countries',
    'home',
  ],
};

const missing = (slug: string) => `no university ${slug}`;
export const universityLogoSlot: ImageSlot<UniversityImagesRecord> = {
  kind: universityImagesKind,
  field: 'logo',
  missing,
};
export const campusPhotoSlot: ImageSlot<UniversityImagesRecord> = {
  kind: universityImagesKind,
  field: 'campusPhoto',
  missing,
};
