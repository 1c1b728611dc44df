'use client';

import { useState, type FormEvent } from 'react';
import { BrochureRequest } from '@meridian/domain/catalogue/schemas';
import { BASE_PATH } from '@meridian/domain/base-path';
import styles from './catalogue.module.css';

type State =
  | { step: 'idle' }
  | { step: 'requested' }
  | { step: 'succeeded'; message: string }
  | { step: 'failed'; message: string };

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  countryCode: 'Country code',
  mobile: 'Mobile number',
};

/** Brochure by email: a logged lead; the answer is the US_BNF_2010 text (SPEC.md §8). */
export function BrochureRequestForm({ universitySlug, title }: { universitySlug: string; title: string }) {
  const [state, setState] = useState<State>({ step: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = BrochureRequest.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = FIELD_LABELS[String(issue.path[0])] ?? 'A field';
      setState({ step: 'failed', message: `${field} ${issue.message}.` });
      return;
    }
    setState({ step: 'requested' });
    try {
      const res = await fetch(`${BASE_PATH}/api/pathway/brochure/university/slug/${universitySlug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json()) as { message?: string };
      setState(
        res.ok
          ? { step: 'succeeded', message: body.message ?? '' }
          : { step: 'failed', message: body.message ?? 'Please try again.' },
      );
    } catch {
      setState({ step: 'failed', message: 'We could not reach our servers. Please check your connection.' });
    }
  }

  if (state.step === 'succeeded') return <p role="status">{state.message}</p>;
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Get the ${title}`} noValidate>
      <label>
        Name
        <input name="name" autoComplete="name" required />
      </label>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Country code
        <input name="countryCode" defaultValue="+91" required />
      </label>
      <label>
        Mobile number
        <input name="mobile" inputMode="numeric" autoComplete="tel-national" required />
      </label>
      <button className={styles.button} type="submit" disabled={state.step === 'requested'}>
        {state.step === 'requested' ? 'Sending…' : 'Email me the brochure'}
      </button>
      {state.step === 'failed' && <p role="alert">{state.message}</p>}
    </form>
  );
}
