import { describe, expect, it } from 'vitest';
import { CallMeBackRequest, EnquiryRequest, enquiryFormSchema } from './schemas.ts';

const EnquiryFormSchema = enquiryFormSchema(['Hanoi', 'Da Nang', 'Other']);

const minimal = {
  name: 'Ananya Iyer',
  countryCode: '+91',
  mobile: '9876543210',
  email: 'Ananya.Iyer@Example.com ',
  contactConsent: true,
};

const fieldsWithErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('EnquiryRequest', () => {
  it('applies the request defaults of SPEC.md §9, leaving unasked answers to the lead service', () => {
    const parsed = EnquiryRequest.parse(minimal);
    // A new lead takes MASTERS and Other; a lead already held keeps its own answers.
    expect(parsed.interestedEducationLevel).toBeUndefined();
    expect(parsed.interestedCountries).toBeUndefined();
    expect(parsed).toMatchObject({
      registrationType: 'REGISTRATION_ENQUIRY',
      sendOtp: false,
      email: 'ananya.iyer@example.com',
      extraFields: {},
    });
  });

  it('names the mobile field when the number is not valid for its country', () => {
    const result = EnquiryRequest.safeParse({ ...minimal, mobile: '12345' });
    expect(fieldsWithErrors(result)).toEqual(['mobile']);
  });

  it('requires consent to be contacted, ticked by the person', () => {
    const result = EnquiryRequest.safeParse({ ...minimal, contactConsent: false });
    expect(fieldsWithErrors(result)).toEqual(['contactConsent']);
  });

  it("takes the forms' first step alone (no email), yet still checks an email that is sent", () => {
    const { email: _email, ...firstStep } = minimal;
    const parsed = EnquiryRequest.parse({
      ...firstStep,
      interestedCountries: ['Germany'],
      interestedEducationLevel: 'BACHELORS',
    });
    expect(parsed.email).toBeUndefined();
    expect(fieldsWithErrors(EnquiryRequest.safeParse({ ...firstStep, email: 'not-an-address' }))).toEqual([
      'email',
    ]);
    expect(EnquiryRequest.parse({ ...firstStep, city: 'Indore' }).city).toBe('Indore');
  });

  it('drops attribution keys it does not know', () => {
    const parsed = EnquiryRequest.parse({ ...minimal, extraFields: { utm_source: 'google', evil: 'x' } });
    expect(parsed.extraFields).toEqual({ utm_source: 'google' });
  });
});

describe('EnquiryFormSchema', () => {
  it('shows the mobile error even while other fields are still empty', () => {
    const result = EnquiryFormSchema.safeParse({ countryCode: '+84', mobile: '12' });
    expect(fieldsWithErrors(result)).toContain('mobile');
    expect(fieldsWithErrors(result)).toContain('interestedCountries');
  });

  it('requires who and what on the first step, and nothing of the optional second step', () => {
    const result = EnquiryFormSchema.safeParse({
      ...minimal,
      email: '',
      city: '',
      interestedYear: '',
      englishTestStatus: '',
      previousClassStatus: '',
      interestedCountries: [],
    });
    expect(fieldsWithErrors(result)).toEqual(['interestedCountries', 'interestedEducationLevel']);
    const firstStep = EnquiryFormSchema.parse({
      ...minimal,
      email: '',
      city: '',
      interestedCountries: ['UK'],
      interestedEducationLevel: 'MASTERS',
    });
    expect(firstStep.email).toBeUndefined();
    expect(firstStep.city).toBeUndefined();
  });

  it('checks a second-step answer once it is given', () => {
    const result = EnquiryFormSchema.safeParse({
      ...minimal,
      email: 'nope',
      city: 'Atlantis',
      interestedCountries: ['UK'],
      interestedEducationLevel: 'MASTERS',
    });
    expect(fieldsWithErrors(result)).toEqual(['email', 'city']);
  });

  it('takes a city of its own site’s list only (issue 35)', () => {
    const answered = (city: string) =>
      EnquiryFormSchema.safeParse({
        ...minimal,
        city,
        interestedCountries: ['UK'],
        interestedEducationLevel: 'MASTERS',
      });
    expect(answered('Da Nang').success).toBe(true);
    expect(answered('Pune').error?.issues.map((issue) => issue.message)).toEqual([
      'Please choose your city from the list',
    ]);
  });
});

describe('CallMeBackRequest', () => {
  it('needs only a name, a valid mobile and consent', () => {
    const parsed = CallMeBackRequest.parse({
      name: 'Rahul Verma',
      countryCode: '+966',
      mobile: '501234567',
      contactConsent: true,
    });
    expect(parsed.mobile).toBe('501234567');
  });
});
