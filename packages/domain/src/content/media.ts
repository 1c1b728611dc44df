import { z } from 'zod';

/** The widths every uploaded picture is stored at, for `srcset` (phone, tablet and desktop columns). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The types an upload may be, judged by its bytes. */
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

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
