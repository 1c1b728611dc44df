'use client';

import { z } from 'zod';
import type { AdminOrder } from '@meridian/domain/payment/admin';
import { RefundNote } from '@meridian/domain/payment/admin';
import { noteRefund } from '@/lib/api/payment-admin.ts';
import { FormActions, SecondaryButton, TextAreaField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { paymentKeys } from './payment-keys.ts';
import { Button } from '@/components/ui/button.tsx';

const RefundFields = z.object({ note: z.string() });

/** The note of a refund made at the gateway (it moves no money); an empty note clears it. */
export function RefundNoteForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const values = { note: order.refundNote ?? '' };
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'refund',
    schema: RefundFields.pipe(RefundNote),
    empty: values,
    values,
    save: (input) => noteRefund(order.id, input.note),
    refreshes: paymentKeys.all,
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Refund note of order ${order.id}`}>
      <TextAreaField
        {...fieldProps(
          'note',
          `Refund note for ${order.learner.name}’s order (the refund itself is made at the gateway)`,
        )}
        rows={3}
      />
      <FormActions alert={save.error?.message}>
        <Button type="submit" disabled={save.isPending}>
          Save refund note
        </Button>
        <SecondaryButton onClick={onClose}>Close</SecondaryButton>
      </FormActions>
      {save.isSuccess && <p role="status">Refund note saved.</p>}
    </form>
  );
}
