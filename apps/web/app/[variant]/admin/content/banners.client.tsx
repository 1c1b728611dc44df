'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PublishStatus } from '@meridian/domain/cms/publishing';
import { BannerInput, type AdminBanner } from '@meridian/domain/cms/site-bars-admin';
import { BANNER_KINDS } from '@meridian/domain/home/schemas';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAdminBanners, saveBanner } from '@/lib/api/site-admin.ts';
import { FormActions, SelectField } from '@/components/forms/fields.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import { EditorFrame, RecordTable } from './editor-frame.client.tsx';
import { instantOrNull, istField, orNull, PUBLISH_OPTIONS, REGION_OPTIONS } from './form-text.ts';
import { siteKeys } from './site-keys.ts';
import { useEditorForm } from './use-editor-form.tsx';

const ARTWORK = [
  { value: 'default', label: 'Globe over a blue horizon (India)' },
  { value: 'vn', label: 'Globe over a red and gold horizon (Vietnam)' },
  { value: 'sa', label: 'Globe over a green horizon (Saudi Arabia)' },
] as const;

const BannerForm = z.object({
  region: z.string(),
  kind: z.enum(BANNER_KINDS),
  title: z.string(),
  subtitle: z.string(),
  ctaText: z.string(),
  href: z.string(),
  videoId: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  sortOrder: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: PublishStatus,
});
type BannerForm = z.infer<typeof BannerForm>;

const BannerFormInput = BannerForm.transform((form) => ({
  ...form,
  ctaText: orNull(form.ctaText),
  href: orNull(form.href),
  videoId: orNull(form.videoId),
  sortOrder: Number(form.sortOrder),
  startsAt: instantOrNull(form.startsAt),
  endsAt: instantOrNull(form.endsAt),
})).pipe(BannerInput);

const EMPTY: BannerForm = {
  region: 'default',
  kind: 'link',
  title: '',
  subtitle: '',
  ctaText: '',
  href: '',
  videoId: '',
  image: 'default',
  imageAlt: '',
  sortOrder: '0',
  startsAt: '',
  endsAt: '',
  status: 'draft',
};

function formOf(banner: AdminBanner): BannerForm {
  return {
    ...banner,
    ctaText: banner.ctaText ?? '',
    href: banner.href ?? '',
    videoId: banner.videoId ?? '',
    sortOrder: String(banner.sortOrder),
    startsAt: istField(banner.startsAt),
    endsAt: istField(banner.endsAt),
  };
}

function BannerEditor({ banner, onClose }: { banner: AdminBanner | undefined; onClose: () => void }) {
  const [id, setId] = useState(banner?.id);
  const { save, submit, text, area, fieldProps } = useEditorForm({
    idPrefix: 'banner',
    schema: BannerFormInput,
    empty: EMPTY,
    values: banner && formOf(banner),
    save: (input) => saveBanner(id, input),
    onSaved: (saved) => setId(saved.id),
  });
  return (
    <EditorFrame
      label="Banner editor"
      heading={id ? `Editing: ${banner?.title ?? id}` : 'New banner'}
      onClose={onClose}
      history={id !== undefined && <AuditHistory entity="banner" entityKey={String(id)} />}
    >
      <form onSubmit={submit} noValidate>
        <SelectField {...fieldProps('region', 'Region')} options={REGION_OPTIONS} />
        <SelectField
          {...fieldProps('kind', 'Kind')}
          options={[
            { value: 'link', label: 'Link to a page' },
            { value: 'video', label: 'Video' },
          ]}
        />
        {text('title', 'Title')}
        {area('subtitle', 'Line below the title', 2)}
        {text('ctaText', 'Button text')}
        {text('href', 'Link (a site path, for a link banner)')}
        {text('videoId', 'YouTube video id (a video banner; empty plays the promo video)')}
        <SelectField {...fieldProps('image', 'Artwork')} options={ARTWORK} />
        {text('imageAlt', 'Artwork description')}
        {text('sortOrder', 'Order')}
        {text('startsAt', 'Shown from (IST)', 'datetime-local')}
        {text('endsAt', 'Shown until (IST)', 'datetime-local')}
        <SelectField {...fieldProps('status', 'Publishing')} options={PUBLISH_OPTIONS} />
        <FormActions alert={save.error?.message}>
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </FormActions>
        {save.data && <p role="status">{save.data.status === 'published' ? 'Published.' : 'Draft saved.'}</p>}
      </form>
    </EditorFrame>
  );
}

/** The home banners of every region, and their editor. */
export function Banners() {
  const banners = useQuery({ queryKey: siteKeys.banners, queryFn: listAdminBanners });
  const [editing, setEditing] = useState<{ banner: AdminBanner | undefined }>();
  if (editing) return <BannerEditor banner={editing.banner} onClose={() => setEditing(undefined)} />;
  return (
    <RecordTable<AdminBanner>
      label="Home banners"
      newLabel="New banner"
      rows={banners.data?.items}
      headers={['Banner', 'Region', 'Kind', 'State', 'Shown until']}
      keyOf={(banner) => String(banner.id)}
      nameOf={(banner) => banner.title}
      cells={(banner) => [
        banner.region,
        banner.kind,
        banner.status === 'published' ? 'Published' : 'Draft',
        banner.endsAt ? formatIstDateTime(banner.endsAt) : 'no end',
      ]}
      onEdit={(banner) => setEditing({ banner })}
      onNew={() => setEditing({ banner: undefined })}
    />
  );
}
