'use client';

import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConsentField, FormAlert } from './fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import type { LeadFormContext } from './lead-form-context.ts';
import type { ShortLead, ShortLeadValues } from './use-short-lead-form.ts';
import styles from './form.module.css';
import { Button } from '@/components/ui/button.tsx';

/**
 * A short lead form: what it is for (`before`), name, email (where asked) and mobile, the form's
 * own fields (children), the consent box, the API's refusal and the send button.
 */
export function ShortLeadForm<TValues extends ShortLeadValues, TOutput, TResult>(
  props: LeadFormContext & {
    lead: ShortLead<TValues, TOutput, TResult>;
    label: string;
    idPrefix: string;
    nameLabel?: string;
    submitLabel: string;
    pendingLabel?: string;
    submitStyle?: 'primary' | 'secondary';
    /** What the form says before its fields (the time a booking is for). */
    before?: ReactNode;
    children?: ReactNode;
  },
) {
  const { lead, idPrefix } = props;
  // Every short lead form has the shared fields (TValues extends ShortLeadValues), which
  // react-hook-form's path types cannot see through a type parameter.
  const form = lead.form as unknown as UseFormReturn<ShortLeadValues>;
  const { errors } = form.formState;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={props.label}
      onFocus={lead.preload}
      onSubmit={lead.form.handleSubmit((values) => lead.submit(values))}
    >
      {props.before}
      <ContactFields
        form={form}
        idPrefix={idPrefix}
        phoneOptions={props.phoneOptions}
        defaultCountry={props.defaultCountry}
        nameLabel={props.nameLabel}
        email={
          lead.asksEmail ? { registration: form.register('email'), error: errors.email?.message } : undefined
        }
      />
      {props.children}
      <ConsentField
        id={`${idPrefix}-consent`}
        text={props.consentText}
        registration={form.register('contactConsent')}
        error={errors.contactConsent?.message}
      />
      {lead.alert && <FormAlert>{lead.alert}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" variant={props.submitStyle ?? 'primary'} disabled={lead.pending}>
          {lead.pending && props.pendingLabel ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** What a short lead form turns into once the API accepted it, announced to screen readers. */
export function LeadAccepted({ children }: { children: ReactNode }) {
  return (
    <p className={styles.success} role="status">
      {children}
    </p>
  );
}
