import { describe, expect, it } from 'vitest';
import { FundDetails, PersonalDetails } from '@meridian/domain/profile/profile-forms';
import { payloadResolver } from './payload-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('payloadResolver', () => {
  it('checks the payload the inputs make with the domain’s schema, and passes it on', async () => {
    const resolver = payloadResolver(FundDetails, (values: { sources: string[]; annualBudget: string }) => ({
      sources: values.sources as FundDetails['sources'],
      annualBudget: { amountMinor: Math.round(Number(values.annualBudget) * 100), currency: 'INR' as const },
    }));
    const accepted = await resolver({ sources: ['FAMILY'], annualBudget: '1500000' }, undefined, options);
    expect(accepted.values).toEqual({
      sources: ['FAMILY'],
      annualBudget: { amountMinor: 150_000_000, currency: 'INR' },
    });
  });

  it('puts each of the schema’s errors on the field it names', async () => {
    const resolver = payloadResolver(PersonalDetails, (values: Record<string, string>) => values);
    const refused = await resolver(
      {
        fullName: 'Rahul Verma',
        dateOfBirth: 'yesterday',
        gender: 'MALE',
        city: 'Pune',
        state: 'M',
        passport: 'HAVE',
      },
      undefined,
      options,
    );
    expect(Object.keys(refused.errors).sort()).toEqual(['dateOfBirth', 'state']);
    expect(refused.values).toEqual({});
  });
});
