import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { StoredImage } from '@meridian/domain/content/media';
import { MEDIA_CONTENT_TYPES, MEDIA_WIDTHS } from '@meridian/domain/content/media-sizes';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { sniffFileType } from '#api/platform/file-type-check.ts';
import { removeStoredFile } from '#api/platform/storage/remove-stored-file.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { deleteMedia, insertMedia } from './repo.ts';

const storageKey = (mediaId: string, file: string) => `media/${mediaId}/${file}`;

/** The picture at each width, all encoded before anything is stored: a file whose header is an
 * image's but whose body is not is refused whole. */
async function encodeWidths(bytes: Uint8Array) {
  try {
    const image = sharp(bytes).rotate();
    const { width, height } = await image.metadata();
    const files = await Promise.all(
      MEDIA_WIDTHS.map(
        async (target) =>
          [
            target,
            await image.clone().resize({ width: target, withoutEnlargement: true }).webp().toBuffer(),
          ] as const,
      ),
    );
    if (!width || !height) throw new Error('no size');
    return { width, height, files };
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', 'the image cannot be read', { field: 'file' });
  }
}

/**
 * The one way an uploaded picture is kept (an article's, a university's logo, a person's photo):
 * checked by its bytes to be a PNG, JPEG or WebP (never SVG, which can carry script), then stored
 * as WebP at every width of MEDIA_WIDTHS (never enlarged), re-encoded so nothing else in the file
 * survives. Served at `/cms/media/{id}/{width}.webp`; a new upload gets a new id.
 */
export async function storeImage(
  deps: { db: Db; storage: Storage },
  upload: { bytes: Uint8Array; uploadedBy: string },
): Promise<StoredImage> {
  if (upload.bytes.length === 0) throw new AppError('BAD_REQUEST', 'the file is empty', { field: 'file' });
  await sniffFileType(upload.bytes, {
    allowed: MEDIA_CONTENT_TYPES,
    refusal: 'UNSUPPORTED_IMAGE',
    field: 'file',
  });
  const { width, height, files } = await encodeWidths(upload.bytes);
  const mediaId = randomUUID();
  for (const [target, bytes] of files) {
    await deps.storage.put(storageKey(mediaId, `${target}.webp`), bytes, { contentType: 'image/webp' });
  }
  await insertMedia(deps.db, { id: mediaId, width, height, uploadedBy: upload.uploadedBy });
  return { mediaId, width, height };
}

/** Undoes `storeImage` for a picture no record came to show (its record was refused). */
export async function discardImage(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  image: StoredImage,
): Promise<void> {
  await deleteMedia(deps.db, image.mediaId);
  for (const target of MEDIA_WIDTHS) {
    await removeStoredFile(deps.storage, deps.log, storageKey(image.mediaId, `${target}.webp`));
  }
}

/** One stored width of a picture. */
export async function readImage(storage: Storage, mediaId: string, file: string): Promise<Uint8Array> {
  const bytes = await storage.get(storageKey(mediaId, file));
  if (!bytes) throw new AppError('NOT_FOUND', `no picture ${mediaId}/${file}`);
  return bytes;
}
