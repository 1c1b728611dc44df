'use client';

import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { ADMIN_UNIVERSITY_PAGE_SIZE, type AdminUniversity } from '@meridian/domain/catalogue/brochure-admin';
import { listAdminUniversities, removeBrochure, uploadBrochure } from '@/lib/api/catalogue-admin.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { DataTable, type TableColumn } from '@/components/ui/data-table.client.tsx';
import { TableSearch } from '@/components/ui/table-search.client.tsx';
import { useTableAddress } from '@/components/ui/use-table-address.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { ImageField } from '@/components/console/image-field.client.tsx';
import { UniversityLogo } from '@/components/catalogue/university-logo.tsx';
import { recordImages } from '@/lib/api/record-images.ts';

/** What a brochure request for the university sends today. */
function brochureText(university: AdminUniversity): string {
  const { brochure } = university;
  if (!brochure) return 'None: upload a PDF to offer one';
  if (!brochure.upload) return 'Generated from the university’s details';
  return `Uploaded: ${brochure.upload.fileName} (${formatInstantDate(brochure.upload.uploadedAt)})`;
}

/** Upload, replace or remove one university's brochure PDF. */
function BrochureActions({ university }: { university: AdminUniversity }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  const upload = useMutation({
    mutationFn: (file: File) => uploadBrochure(university.slug, file),
    onSuccess: async () => {
      if (fileRef.current) fileRef.current.value = '';
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => removeBrochure(university.slug), onSuccess: refresh });
  const uploaded = Boolean(university.brochure?.upload);
  const error = upload.error ?? remove.error;
  return (
    <div className={styles.row}>
      <FileInput
        ref={fileRef}

        accept="application/pdf,.pdf"
        aria-label={`Brochure PDF for ${university.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
        disabled={upload.isPending}
      />
      {upload.isPending && <span role="status">Uploading…</span>}
      {uploaded && (
        <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
          Remove uploaded PDF
        </Button>
      )}
      {error && <p role="alert">{error.message}</p>}
    </div>
  );
}

/** The university's logo (the crest without one) or campus photo, uploaded or removed in place. */
function UniversityImage({
  university,
  kind,
}: {
  university: AdminUniversity;
  kind: 'logo' | 'campusPhoto';
}) {
  const queryClient = useQueryClient();
  const logo = kind === 'logo';
  const image = university[kind];
  return (
    <ImageField
      label={`${logo ? 'Logo' : 'Campus photo'} of ${university.name}`}
      address={(logo ? recordImages.universityLogo : recordImages.campusPhoto)(university.slug)}
      image={image}
      preview={
        logo ? (
          <UniversityLogo university={university} size={40} />
        ) : (
          image && <MediaImage image={image} alt="" sizes="64px" width={64} height={40} />
        )
      }
      onChanged={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
    />
  );
}

const COLUMNS: TableColumn<AdminUniversity>[] = [
  { id: 'name', header: 'University', cell: (university) => university.name },
  { id: 'country', header: 'Country', cell: (university) => university.countryName },
  {
    id: 'logo',
    header: 'Logo',
    cell: (university) => <UniversityImage university={university} kind="logo" />,
  },
  {
    id: 'campus',
    header: 'Campus photo',
    cell: (university) => <UniversityImage university={university} kind="campusPhoto" />,
  },
  { id: 'brochure', header: 'Brochure sent', cell: brochureText },
  {
    id: 'upload',
    header: 'PDF (20 MB at most)',
    cell: (university) => <BrochureActions university={university} />,
  },
];

/** The catalogue's universities, best ranked first and searched by name, each with its brochure PDF. */
export function UniversityBrochures() {
  const address = useTableAddress({ sorts: [], filterKeys: ['q'] });
  const query = { search: address.filters.q, page: String(address.page) };
  const universities = useQuery({
    queryKey: catalogueKeys.universities(query),
    queryFn: () => listAdminUniversities({ search: query.search, page: address.page }),
    placeholderData: keepPreviousData,
  });
  return (
    <RefusedAccess error={universities.error} title="Not allowed">
      <section aria-label="Universities and brochures" className={styles.section}>
        <h2>Universities and brochures</h2>
        <p className={styles.muted}>
          A university’s logo shows on its cards and page (without one, a crest drawn from its name); its
          campus photo opens its page. Pictures are PNG, JPEG or WebP.
        </p>
        <p className={styles.muted}>
          A visitor who asks for a university’s brochure is emailed a link to its uploaded PDF, or to one
          generated from the university’s details when none is uploaded.
        </p>
        <TableSearch address={address} label="Search universities" />
        <DataTable
          caption="Universities"
          captionHidden
          columns={COLUMNS}
          rows={universities.data?.items}
          rowKey={(university) => university.slug}
          address={address}
          paging={{ by: 'api', total: universities.data?.total ?? 0, size: ADMIN_UNIVERSITY_PAGE_SIZE }}
          empty={address.filters.q ? `No university matches “${address.filters.q}”.` : 'No university yet.'}
          error={universities.error}
          refreshing={universities.isPlaceholderData}
        />
      </section>
    </RefusedAccess>
  );
}
