import { z } from 'zod';

/**
 * The enquiry form's layouts (its words, OTP or not, which destinations): one per /enquiry* page,
 * the Apply popup's and the popform's (apps/web components/forms/enquiry/enquiry-layouts.ts).
 */
export const ENQUIRY_LAYOUT_IDS = [
  'enquiry',
  'enquiry2',
  'enquiry3',
  'enquiry4',
  'enquiry11',
  'enquiry12',
  'enquiry-medical',
  'apply-program',
  'popform',
] as const;
export type EnquiryLayoutId = (typeof ENQUIRY_LAYOUT_IDS)[number];

/** The layouts a page's pop-up may use (the Apply popup's belongs to program pages alone). */
export const POPUP_LAYOUT_IDS = ENQUIRY_LAYOUT_IDS.filter(
  (id): id is Exclude<EnquiryLayoutId, 'apply-program'> => id !== 'apply-program',
);
export type PopupLayoutId = (typeof POPUP_LAYOUT_IDS)[number];

/**
 * Every form that makes a lead, with its version: bump a form's version when its questions, steps
 * or words change, so the leads of each version can be compared. An enquiry layout is a form of its
 * own (on its page or in a pop-up: the enquiry's `source` says where); `callback` is the call-me-back.
 * Which page's pop-up uses which layout (per country page and site variant) is an editor's page
 * rule (cms page-configuration), not code.
 */
export const FORM_VERSIONS: Readonly<Record<EnquiryLayoutId | 'callback', number>> = {
  enquiry: 1,
  enquiry2: 1,
  enquiry3: 1,
  enquiry4: 1,
  enquiry11: 1,
  enquiry12: 1,
  'enquiry-medical': 1,
  'apply-program': 1,
  // Version 2: asked in two steps since issue 32 (the first step alone is a lead).
  popform: 2,
  callback: 1,
};
export type FormName = keyof typeof FORM_VERSIONS;

/** The identifier an enquiry records: the form's name and its current version (`popform-v2`). */
export const formIdOf = (form: FormName) => `${form}-v${FORM_VERSIONS[form]}`;

export const FORM_IDS = (Object.keys(FORM_VERSIONS) as FormName[]).map(formIdOf) as [string, ...string[]];

export const FormId = z
  .enum(FORM_IDS, {
    error: `Send one of the current form identifiers (${FORM_IDS.join(', ')}); a page open since an older version needs reloading`,
  })
  .meta({ id: 'FormId', description: 'The form and version that produced an enquiry, e.g. popform-v2' });
