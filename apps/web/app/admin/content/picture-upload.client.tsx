'use client';

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { uploadMedia } from '@/lib/api/back-office.ts';
import styles from './back-office.module.css';

/** Uploads a picture with its description and hands back the Markdown that shows it. */
export function PictureUpload({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const upload = useMutation({
    mutationFn: uploadMedia,
    onSuccess: (media) => {
      onUploaded(media.markdown);
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
      <legend>Add a picture</legend>
      <label htmlFor="picture-file">Picture (PNG, JPEG or WebP)</label>
      <input id="picture-file" ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp" />
      <label htmlFor="picture-alt">Picture description</label>
      <input id="picture-alt" value={alt} onChange={(event) => setAlt(event.target.value)} />
      <button type="button" onClick={send} disabled={upload.isPending || alt.trim().length < 3}>
        {upload.isPending ? 'Uploading…' : 'Upload picture'}
      </button>
      {upload.error && <p role="alert">{upload.error.message}</p>}
    </fieldset>
  );
}
