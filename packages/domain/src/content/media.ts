import { z } from 'zod';
import { MEDIA_WIDTHS } from './media-sizes.ts';

/** How Markdown names a picture: `![alt](/media/{id}/{width}x{height})`. */
export const mediaMarkdownSource = (media: { id: string; width: number; height: number }) =>
  `/media/${media.id}/${media.width}x${media.height}`;

const SOURCE = /^\/media\/([0-9a-f-]{36})\/(\d+)x(\d+)$/;

/** The picture a Markdown image source names, or undefined when it is not one of ours. */
export function parseMediaSource(
  src: string,
): { mediaId: string; width: number; height: number } | undefined {
  const match = SOURCE.exec(src);
  if (!match) return undefined;
  return { mediaId: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** An uploaded picture as pages draw it: its id (for each stored width) and its own size. */
export const StoredImage = z
  .object({ mediaId: z.uuid(), width: z.number().int().positive(), height: z.number().int().positive() })
  .meta({ id: 'StoredImage' });
export type StoredImage = z.infer<typeof StoredImage>;

export const MediaParams = z.object({
  mediaId: z.uuid(),
  file: z.enum(MEDIA_WIDTHS.map((w) => `${w}.webp`) as [string, ...string[]]),
});

/** POST /cms/admin/media: the stored picture and the Markdown that shows it. */
export const UploadedMedia = z
  .object({
    id: z.uuid(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    markdown: z.string(),
  })
  .meta({ id: 'UploadedMedia' });
export type UploadedMedia = z.infer<typeof UploadedMedia>;

/** PUT/DELETE of a record's picture (`…/logo`, `…/photo`): the picture it shows now, null for its fallback. */
export const RecordImage = z.object({ image: StoredImage.nullable() }).meta({ id: 'RecordImage' });
export type RecordImage = z.infer<typeof RecordImage>;

/** The multipart form of a picture upload: one file, named `file`. */
export const ImageUpload = z
  .object({
    file: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, 'choose a PNG, JPEG or WebP picture')
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'ImageUpload' });
