import type { FastifyBaseLogger } from 'fastify';
import type { StoredImage } from '@meridian/domain/content/media';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { discardImage, storeImage } from './image-upload.service.ts';

/**
 * One picture a kind of record shows (a university's logo, a counsellor's photo): the audited kind,
 * the record's field that holds it (null: the fallback drawn from the name) and what a 404 says.
 */
export interface ImageSlot<T extends Record<string, unknown>> {
  kind: AuditedKind<T>;
  /** The record's field holding the picture (`StoredImage | null`). */
  field: keyof T & string;
  /** `no university oxford`: what the 404 of an unknown key says. */
  missing: (key: string) => string;
}

async function recordOrThrow<T extends Record<string, unknown>>(db: Db, slot: ImageSlot<T>, key: string) {
  const record = await slot.kind.load(db, key);
  if (!record) throw new AppError('NOT_FOUND', slot.missing(key));
  return record;
}

/**
 * Stores the picture and points the record at it, audited; a refused picture or record leaves
 * neither a file nor a change behind. The picture it replaces stays stored, so a restore from the
 * history brings it back.
 */
export async function attachImage<T extends Record<string, unknown>>(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  slot: ImageSlot<T>,
  key: string,
  bytes: Uint8Array,
  change: EditorChange,
): Promise<StoredImage> {
  const record = await recordOrThrow(deps.db, slot, key);
  const image = await storeImage(deps, { bytes, uploadedBy: change.actorId });
  try {
    await saveAudited(
      deps.db,
      slot.kind,
      { ...record, [slot.field]: image },
      { ...change, action: 'update' },
    );
  } catch (error) {
    await discardImage(deps, image);
    throw error;
  }
  return image;
}

/** Takes the record's picture away (audited): pages draw the fallback again. */
export async function detachImage<T extends Record<string, unknown>>(
  db: Db,
  slot: ImageSlot<T>,
  key: string,
  change: EditorChange,
): Promise<void> {
  const record = await recordOrThrow(db, slot, key);
  if (record[slot.field] === null) return;
  await saveAudited(db, slot.kind, { ...record, [slot.field]: null }, { ...change, action: 'update' });
}
