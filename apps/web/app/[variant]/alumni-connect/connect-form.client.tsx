'use client';

import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ConnectRequest,
  SHARED_CONTACT_LABELS,
  SHARED_CONTACTS,
  type Alumnus,
  type ConnectRequestInput,
} from '@meridian/domain/alumni/schemas';
import { requestAlumniConnection } from '@/lib/api/alumni-client.ts';
import { FormActions, RadioGroup, TextAreaField } from '@/components/forms/fields.tsx';
import formStyles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

/** Asking one alumnus to talk: a message and which of the learner's contacts they may have. */
export function ConnectForm({ alumnus }: { alumnus: Alumnus }) {
  const form = useForm<ConnectRequestInput, unknown, ConnectRequest>({
    resolver: zodResolver(ConnectRequest),
    defaultValues: { share: 'email', message: '' },
  });
  const send = useMutation({
    mutationFn: (request: ConnectRequest) => requestAlumniConnection(alumnus.id, request),
  });
  if (send.data) {
    return (
      <p className={formStyles.success} role="status">
        Request sent. {alumnus.name} will get an email, and we will tell you their answer.
      </p>
    );
  }
  const { errors } = form.formState;
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={`Ask ${alumnus.name} to connect`}
      onSubmit={form.handleSubmit((request) => send.mutate(request))}
    >
      <TextAreaField
        id={`connect-${alumnus.id}-message`}
        label="What would you like to ask?"
        registration={form.register('message')}
        error={errors.message?.message}
      />
      <RadioGroup
        id={`connect-${alumnus.id}-share`}
        legend="If they accept, they may reach you on"
        options={SHARED_CONTACTS.map((value) => ({ value, label: SHARED_CONTACT_LABELS[value] }))}
        registration={form.register('share')}
        error={errors.share?.message}
      />
      <FormActions alert={send.error?.message}>
        <Button type="submit" variant="primary" disabled={send.isPending}>
          Send request
        </Button>
      </FormActions>
    </form>
  );
}
