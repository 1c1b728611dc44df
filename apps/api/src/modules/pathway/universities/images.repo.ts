import type { StoredImage } from '@meridian/domain/content/media';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function findUniversityImages(db: Db | Tx, slug: string) {
  return firstRow(
    db
      .select({ logo: universities.logo, campusPhoto: universities.campusPhoto })
      .from(universities)
      .where(eq(universities.slug, slug)),
  );
}

export async function updateUniversityImages(
  tx: Tx,
  slug: string,
  images: { logo: StoredImage | null; campusPhoto: StoredImage | null },
): Promise<boolean> {
  const rows = await tx
    .update(universities)
    .set(images)
    .where(eq(universities.slug, slug))
    .returning({ id: universities.id });
  return rows.length > 0;
}
