'use client';

import { mediaMarkdownSource, parseMediaSource } from '@meridian/domain/content/media';
import { ContentImage } from '@/components/content/content-image.tsx';
import { PictureUpload } from './picture-upload.client.tsx';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

/** An e-book's cover: the uploaded picture, replaced by another upload or removed. */
export function CoverField({ cover, onChange }: { cover: string; onChange: (cover: string) => void }) {
  const picture = parseMediaSource(cover);
  return (
    <div className={styles.section}>
      {picture ? (
        <>
          <ContentImage image={{ type: 'image', alt: 'The current cover', ...picture }} />
          <Button variant="link" onClick={() => onChange('')}>
            Remove the cover
          </Button>
        </>
      ) : (
        <p className={styles.muted}>No cover yet: the category’s artwork is shown.</p>
      )}
      <PictureUpload
        legend="Cover picture"
        idPrefix="cover"
        onUploaded={(media) => onChange(mediaMarkdownSource(media))}
      />
    </div>
  );
}
