/** The short lead form's own schema (contact, consent, a valid mobile), loaded when the form is first used. */
export const loadShortLeadSchema = () =>
  import('@meridian/domain/lead/schemas').then((m) => m.withValidMobile(m.ShortLeadFormFields));
