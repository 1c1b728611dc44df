'use client';

import { useMutation } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ERROR_REPORT_TYPES,
  ErrorReportRequest,
  ErrorReportResponse,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
} from '@meridian/domain/extras/schemas';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { ApiError } from '@/lib/api/api-error.ts';
import { browserClient } from '@/lib/api/browser-client.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.client.tsx';
import { Field, fieldAria } from '@/components/ui/field.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { TextArea, TextInput } from '@/components/ui/text-input.tsx';
import styles from './extras.module.css';

/** The chosen file, checked early by its declared type and size; the API checks its real bytes. */
const Screenshot = z
  .custom<FileList | undefined>()
  .transform((files) => files?.[0])
  .refine(
    (file) => !file || (SCREENSHOT_TYPES as readonly string[]).includes(file.type),
    ERROR_CODES.UNSUPPORTED_IMAGE.message,
  )
  .refine((file) => !file || file.size <= SCREENSHOT_MAX_BYTES, 'the screenshot must be 5 MB or smaller');

const FormSchema = ErrorReportRequest.omit({ pageUrl: true, email: true }).extend({
  email: z.union([z.literal(''), z.email('enter a valid email address')]),
  screenshot: Screenshot,
});
type FormInput = z.input<typeof FormSchema>;
const REPORT_FIELDS = ['description', 'email', 'screenshot'] as const;
type FormValues = z.output<typeof FormSchema>;

/** The report as multipart form data (SPEC.md §7), the screenshot only when one was chosen. */
function reportForm(values: FormValues, pageUrl: string): FormData {
  const form = new FormData();
  form.set('issueType', values.issueType);
  form.set('description', values.description);
  form.set('pageUrl', pageUrl);
  if (values.email) form.set('email', values.email);
  if (values.screenshot) form.set('screenshot', values.screenshot);
  return form;
}

/**
 * The "Report an error" dialog, where a visitor tells the content team what is wrong on this page.
 * It opens each time `opened` counts up, a sent report making way for a new one.
 */
export function ReportErrorDialog({ opened }: { opened: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { issueType: 'Incorrect information', description: '', email: '' },
  });
  const report = useMutation({
    mutationFn: (values: FormValues) =>
      browserClient.request('user', '/report-error', {
        method: 'POST',
        body: reportForm(values, sitePath(pathname)),
        schema: ErrorReportResponse,
      }),
    onSuccess: () => form.reset(),
    // The API names the field it refused (a screenshot whose bytes are not an image): say why there.
    onError: (error) => {
      const refused = error instanceof ApiError ? error.fieldErrorIn(REPORT_FIELDS) : undefined;
      if (refused) form.setError(refused.field, { message: refused.message });
    },
  });
  const { errors } = form.formState;
  const { reset } = report;
  useEffect(() => {
    reset();
    dialog.current?.showModal();
  }, [opened, reset]);

  const screenshotHint = 'Optional: PNG, JPEG or WebP, up to 5 MB';
  return (
    <Dialog ref={dialog} title="Report an error on this page">
      {report.isSuccess ? (
        <p role="status">{report.data.message}</p>
      ) : (
        <form
          className={styles.reportForm}
          onSubmit={form.handleSubmit((values) => report.mutate(values))}
          noValidate
        >
          <Field id="report-type" label="What is wrong?">
            <Select id="report-type" {...form.register('issueType')}>
              {ERROR_REPORT_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </Select>
          </Field>
          <Field id="report-details" label="Details" error={errors.description?.message}>
            <TextArea
              id="report-details"
              rows={4}
              {...fieldAria('report-details', { error: errors.description?.message })}
              {...form.register('description')}
            />
          </Field>
          <Field
            id="report-email"
            label="Your email (optional, if you would like a reply)"
            error={errors.email?.message}
          >
            <TextInput
              id="report-email"
              type="email"
              {...fieldAria('report-email', { error: errors.email?.message })}
              {...form.register('email')}
            />
          </Field>
          <Field
            id="report-screenshot"
            label="Screenshot"
            hint={screenshotHint}
            error={errors.screenshot?.message}
          >
            <FileInput
              id="report-screenshot"
              accept={SCREENSHOT_TYPES.join(',')}
              {...fieldAria('report-screenshot', { hint: screenshotHint, error: errors.screenshot?.message })}
              {...form.register('screenshot')}
            />
          </Field>
          {report.isError && (
            <p role="alert" className={styles.fieldError}>
              {report.error.message}
            </p>
          )}
          <Button type="submit" variant="primary" loading={report.isPending}>
            {report.isPending ? 'Sending…' : 'Send report'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
