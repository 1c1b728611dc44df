'use client';

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { UploadedMedia } from '@meridian/domain/content/media';
import { uploadMedia } from '@/lib/api/back-office.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';

/** Uploads a picture with its description and hands back the stored picture (and the Markdown that shows it). */
export function PictureUpload({
  onUploaded,
  legend = 'Add a picture',
  idPrefix = 'picture',
}: {
  onUploaded: (media: UploadedMedia) => void;
  legend?: string;
  idPrefix?: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (media) => {
      onUploaded(media);
      setAlt('');
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const send = () => {
    const file = fileRef.current?.files?.[0];
    if (file) upload.mutate({ file, alt });
  };
  return (
    <fieldset className={styles.upload}>
      <legend>{legend}</legend>
      <label htmlFor={`${idPrefix}-file`}>Picture (PNG, JPEG or WebP)</label>
      <FileInput id={`${idPrefix}-file`} ref={fileRef} accept="image/png,image/jpeg,image/webp" />
      <label htmlFor={`${idPrefix}-alt`}>Picture description</label>
      <TextInput id={`${idPrefix}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
      <Button onClick={send} disabled={upload.isPending || alt.trim().length < 3}>
        {upload.isPending ? 'Uploading…' : 'Upload picture'}
      </Button>
      {upload.error && <p role="alert">{upload.error.message}</p>}
    </fieldset>
  );
}
