import { describe, expect, it } from 'vitest';
import { DIALLING_CODES } from '@meridian/domain/lead/phone';
import { contactPrefill } from './contact-prefill.ts';

const learner = { fullName: 'Priya Sharma', email: 'priya.sharma@example.com', mobile: '+919000000101' };

describe('contactPrefill', () => {
  it('splits the mobile into the phone field’s country, its prefix and the digits after it', () => {
    expect(contactPrefill(learner, DIALLING_CODES)).toEqual({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: { country: 'IN', dialCode: '+91', mobile: '9000000101' },
    });
  });

  it('tells apart countries that share a prefix: a Kazakh +7 number is Kazakhstan’s, not Russia’s', () => {
    expect(contactPrefill({ ...learner, mobile: '+77012345678' }, DIALLING_CODES).phone).toEqual({
      country: 'KZ',
      dialCode: '+7',
      mobile: '7012345678',
    });
    expect(contactPrefill({ ...learner, mobile: '+79123456789' }, DIALLING_CODES).phone?.country).toBe('RU');
  });

  it('leaves the phone out when there is no mobile or the form does not offer its country', () => {
    expect(contactPrefill({ ...learner, mobile: null }, DIALLING_CODES).phone).toBeNull();
    const indiaOnly = DIALLING_CODES.filter((d) => d.country === 'IN');
    expect(contactPrefill({ ...learner, mobile: '+84912345678' }, indiaOnly).phone).toBeNull();
    expect(contactPrefill({ ...learner, email: null }, indiaOnly)).toMatchObject({ email: null });
  });
});
