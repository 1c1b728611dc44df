import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_WIDTHS,
  mediaMarkdownSource,
  type UploadedMedia,
} from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { sniffFileType } from '#api/platform/file-type-check.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { insertMedia } from './repo.ts';

const storageKey = (mediaId: string, file: string) => `media/${mediaId}/${file}`;

/**
 * Stores an uploaded picture at every width of MEDIA_WIDTHS (never enlarged) as WebP, after
 * checking by its bytes that it is a PNG, JPEG or WebP image; answers the Markdown that shows it.
 */
export async function uploadMedia(
  deps: { db: Db; storage: Storage },
  upload: { bytes: Uint8Array; alt: string; uploadedBy: string },
): Promise<UploadedMedia> {
  await sniffFileType(upload.bytes, {
    allowed: MEDIA_CONTENT_TYPES,
    refusal: 'UNSUPPORTED_IMAGE',
    field: 'file',
  });
  const image = sharp(upload.bytes).rotate();
  const { width, height } = await image.metadata();
  if (!width || !height) throw new AppError('UNSUPPORTED_IMAGE', 'the image has no size', { field: 'file' });
  const id = randomUUID();
  for (const target of MEDIA_WIDTHS) {
    const bytes = await image.clone().resize({ width: target, withoutEnlargement: true }).webp().toBuffer();
    await deps.storage.put(storageKey(id, `${target}.webp`), bytes, { contentType: 'image/webp' });
  }
  await insertMedia(deps.db, { id, width, height, uploadedBy: upload.uploadedBy });
  return { id, width, height, markdown: `![${upload.alt}](${mediaMarkdownSource({ id, width, height })})` };
}

/** One stored width of a picture. */
export async function readMedia(storage: Storage, mediaId: string, file: string): Promise<Uint8Array> {
  const bytes = await storage.get(storageKey(mediaId, file));
  if (!bytes) throw new AppError('NOT_FOUND', `no picture ${mediaId}/${file}`);
  return bytes;
}
