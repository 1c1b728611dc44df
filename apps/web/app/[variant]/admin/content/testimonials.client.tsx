'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Testimonial } from '@meridian/domain/home/schemas';
import { listAdminTestimonials, recordImages } from '@/lib/api/record-images.ts';
import { ImageField } from '@/components/console/image-field.client.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { DataTable, useWholeListAddress, type TableColumn } from '@/components/ui/data-table.client.tsx';
import styles from './back-office.module.css';

const testimonialKeys = { all: ['testimonials-admin'] as const };

function PhotoCell({ testimonial: t }: { testimonial: Testimonial }) {
  const queryClient = useQueryClient();
  return (
    <ImageField
      label={`Photo of ${t.studentName}`}
      address={recordImages.testimonialPhoto(t.id)}
      image={t.photo}
      preview={<Avatar name={t.studentName} photo={t.photo} size={48} />}
      onChanged={() => queryClient.invalidateQueries({ queryKey: testimonialKeys.all })}
    />
  );
}

const COLUMNS: TableColumn<Testimonial>[] = [
  { id: 'student', header: 'Student', value: (t) => t.studentName, cell: (t) => t.studentName },
  {
    id: 'move',
    header: 'Moved to',
    value: (t) => t.university,
    cell: (t) => `${t.university} (${t.destination})`,
  },
  { id: 'photo', header: 'Photo', cell: (t) => <PhotoCell testimonial={t} /> },
];

/** The home page's testimonials, each with the student's photo (their initials without one). */
export function Testimonials() {
  const list = useQuery({ queryKey: testimonialKeys.all, queryFn: listAdminTestimonials });
  const address = useWholeListAddress(COLUMNS);
  return (
    <section aria-label="Testimonials" className={styles.section}>
      <h2>Testimonials</h2>
      <p className={styles.muted}>
        A student’s photo shows beside their words on the home page; without one, their initials do.
      </p>
      <DataTable
        caption="Testimonials"
        captionHidden
        columns={COLUMNS}
        rows={list.data?.items}
        rowKey={(t) => String(t.id)}
        address={address}
        paging={{ by: 'table', size: 50 }}
        empty="No testimonial yet."
        error={list.error}
      />
    </section>
  );
}
