import { mediaMarkdownSource, type UploadedMedia } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import { storeImage } from '#api/platform/images/image-upload.service.ts';
import type { Storage } from '#api/platform/storage/storage.ts';

/** Stores a picture for an article (see `storeImage`); answers the Markdown that shows it. */
export async function uploadMedia(
  deps: { db: Db; storage: Storage },
  upload: { bytes: Uint8Array; alt: string; uploadedBy: string },
): Promise<UploadedMedia> {
  const { mediaId: id, width, height } = await storeImage(deps, upload);
  return { id, width, height, markdown: `![${upload.alt}](${mediaMarkdownSource({ id, width, height })})` };
}
