'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactPreferences } from '@meridian/domain/lead/schemas';
import { getContactPreferences, updateContactPreferences } from '@/lib/api/lead-client.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import styles from '@/components/forms/form.module.css';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { LinkFailure } from '@/components/links/link-failure.tsx';
import type { LinkFailureReason, SignedLinkKind } from '@/lib/links/link-failure-copy.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';

type Choices = Pick<ContactPreferences, 'stopCalls' | 'stopSms' | 'stopEmail'>;

/** Stop calls and SMS for a number, or email for an address, named by the signed link. */
export function PreferencesForm({ token, link }: { token: string; link: SignedLinkKind }) {
  const current = useQuery({
    queryKey: ['contact-preferences', token],
    queryFn: () => getContactPreferences(token),
  });
  return (
    <QueryState
      query={current}
      loading="Loading your preferences…"
      failed={(error) => <LoadOrSaveError error={error} link={link} />}
    >
      {(preferences) => <Choices token={token} preferences={preferences} link={link} />}
    </QueryState>
  );
}

/** A refused link says why in plain words; anything else shows the API's catalogue text. */
function LoadOrSaveError({ error, link }: { error: Error; link: SignedLinkKind }) {
  const reason = linkFailureOf(error);
  return reason ? <LinkFailure reason={reason} link={link} /> : <FormAlert>{error.message}</FormAlert>;
}

/** The API names the token when it refuses a link: altered or foreign (invalid), or too old (expired). */
function linkFailureOf(error: Error): LinkFailureReason | undefined {
  if (!(error instanceof ApiError) || !error.field || !/(^|\.)token$/.test(error.field)) return undefined;
  return error.detail?.includes('expired') ? 'expired' : 'invalid';
}

function Choices(props: { token: string; preferences: ContactPreferences; link: SignedLinkKind }) {
  const { token, preferences, link } = props;
  const [choices, setChoices] = useState<Choices>(preferences);
  const save = useMutation({ mutationFn: () => updateContactPreferences({ token, ...choices }) });
  const toggle = (key: keyof Choices) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setChoices({ ...choices, [key]: event.target.checked });
  const options: { key: keyof Choices; label: string }[] =
    preferences.kind === 'mobile'
      ? [
          { key: 'stopCalls', label: 'Stop calls to this number' },
          { key: 'stopSms', label: 'Stop SMS to this number' },
        ]
      : [{ key: 'stopEmail', label: 'Stop email to this address' }];

  return (
    <form
      className={styles.form}
      aria-label="Contact preferences"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p>
        Preferences for <strong>{preferences.contact}</strong>
      </p>
      {options.map((option) => (
        <Checkbox
          key={option.key}
          checked={choices[option.key]}
          onChange={toggle(option.key)}
          label={
            <>
              <span>{option.label}</span>
            </>
          }
        />
      ))}
      {save.isSuccess && (
        <p className={styles.success} role="status">
          Saved. We will follow these choices from now on.
        </p>
      )}
      {save.isError && <LoadOrSaveError error={save.error} link={link} />}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
