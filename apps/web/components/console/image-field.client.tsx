'use client';

import { useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StoredImage } from '@meridian/domain/content/media';
import { IMAGE_MAX_BYTES } from '@meridian/domain/content/media-sizes';
import { removeRecordImage, uploadRecordImage, type ImageAddress } from '@/lib/api/record-images.ts';
import { Button } from '@/components/ui/button.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import styles from './console.module.css';

const LIMIT = `${IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * One record's picture in the console (a logo, a campus or a person's photo): what pages show now,
 * a file picker that uploads at once, and a remove button back to the fallback. `onChanged` refreshes
 * the list it sits in.
 */
export function ImageField({
  label,
  address,
  image,
  preview,
  onChanged,
}: {
  /** `Logo of University of Toronto`: the picker's name. */
  label: string;
  address: ImageAddress;
  image: StoredImage | null;
  /** What pages show now: the picture, or the fallback drawn without one. */
  preview: ReactNode;
  onChanged: () => Promise<unknown>;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadRecordImage(address, file),
    onSuccess: async () => {
      if (fileRef.current) fileRef.current.value = '';
      await onChanged();
    },
  });
  const remove = useMutation({ mutationFn: () => removeRecordImage(address), onSuccess: onChanged });
  const error = upload.error ?? remove.error;
  return (
    <div className={styles.imageField}>
      {preview}
      <div>
        <FileInput
          ref={fileRef}
          accept="image/png,image/jpeg,image/webp"
          aria-label={`${label} (PNG, JPEG or WebP, ${LIMIT} at most)`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
          disabled={upload.isPending}
        />
        {upload.isPending && <span role="status">Uploading…</span>}
        {image && (
          <Button variant="link" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove
          </Button>
        )}
        {error && <p role="alert">{error.message}</p>}
      </div>
    </div>
  );
}
