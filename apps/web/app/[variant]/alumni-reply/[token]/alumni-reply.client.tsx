'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  SHARED_CONTACT_LABELS,
  SHARED_CONTACTS,
  SharedContact,
  type ConnectionAnswer,
  type ConnectionInvite,
} from '@meridian/domain/alumni/schemas';
import { answerConnectionInvite, getConnectionInvite } from '@/lib/api/alumni-client.ts';
import { FormActions, RadioGroup, SecondaryButton } from '@/components/forms/fields.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import formStyles from '@/components/forms/form.module.css';
import { Button } from '@/components/ui/button.tsx';

const ShareForm = z.object({ share: SharedContact });

function Answered({ invite }: { invite: ConnectionInvite }) {
  return (
    <p className={formStyles.success} role="status">
      {invite.state === 'accepted'
        ? `Thank you. You and ${invite.learnerName} have each been sent the other's contact.`
        : `Thank you for letting us know. We have told ${invite.learnerName} kindly; nothing of yours was shared.`}
    </p>
  );
}

const inviteKey = (token: string) => ['alumni-reply', token];

export function AlumniReply({ token }: { token: string }) {
  const invite = useQuery({
    queryKey: inviteKey(token),
    queryFn: () => getConnectionInvite(token),
    retry: false,
  });
  return (
    <QueryState query={invite} loading="Loading the request…">
      {(data) =>
        data.state === 'pending' ? <Reply token={token} data={data} /> : <Answered invite={data} />
      }
    </QueryState>
  );
}

function Reply({ token, data }: { token: string; data: ConnectionInvite }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof ShareForm>, unknown, z.output<typeof ShareForm>>({
    resolver: zodResolver(ShareForm),
    defaultValues: { share: 'email' },
  });
  const answer = useMutation({
    mutationFn: (reply: ConnectionAnswer) => answerConnectionInvite(token, reply),
    onSuccess: (answered) => queryClient.setQueryData(inviteKey(token), answered),
  });
  return (
    <>
      <p>
        Hi {data.alumnusName}, {data.learnerName} is thinking of {data.university} and wrote:
      </p>
      <blockquote>{data.message}</blockquote>
      <form
        className={formStyles.form}
        noValidate
        aria-label="Answer the request"
        onSubmit={form.handleSubmit(({ share }) => answer.mutate({ decision: 'accept', share }))}
      >
        <RadioGroup
          id="reply-share"
          legend="If you accept, they may reach you on"
          options={SHARED_CONTACTS.map((value) => ({ value, label: SHARED_CONTACT_LABELS[value] }))}
          registration={form.register('share')}
          error={form.formState.errors.share?.message}
        />
        <FormActions alert={answer.error?.message}>
          <Button type="submit" variant="primary" disabled={answer.isPending}>
            Accept
          </Button>
          <SecondaryButton disabled={answer.isPending} onClick={() => answer.mutate({ decision: 'decline' })}>
            Decline
          </SecondaryButton>
        </FormActions>
      </form>
    </>
  );
}
