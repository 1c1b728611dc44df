import { describe, expect, it } from 'vitest';
import type { AdminBoosterProgram } from '@meridian/domain/payment/admin';
import { EMPTY_PACKAGE, newProgramForm, packageForm, programUpdate } from './package-form.ts';

const program: AdminBoosterProgram = {
  slug: 'hungary-booster',
  title: 'Hungary Booster Program',
  summary: 'Study in Hungary.',
  active: true,
  packages: [
    {
      id: 7,
      name: 'Complete',
      summary: 'Everything.',
      counsellingHours: 10,
      applicationCount: 4,
      testPrep: 'IELTS',
      visaGuidance: 'Residence permit',
      active: true,
      prices: [{ region: 'default', currency: 'INR', priceMinor: 5_200_000 }],
    },
  ],
};

describe('the booster program forms', () => {
  it('adds a new package after the program’s own, priced in minor units on the sites given', () => {
    const added = packageForm().parse({
      ...EMPTY_PACKAGE,
      name: 'Starter',
      summary: 'A start.',
      testPrep: 'None',
      visaGuidance: 'Checklist',
      prices: { default: '', vn: '9000000', sa: '' },
    });
    const update = programUpdate(program, { pkg: added });
    expect(update.packages.map((pkg) => [pkg.id, pkg.name, pkg.prices])).toEqual([
      [7, 'Complete', [{ region: 'default', priceMinor: 5_200_000 }]],
      [undefined, 'Starter', [{ region: 'vn', priceMinor: 9_000_000 }]],
    ]);
  });

  it('refuses a program address that is not a slug, saying what one is', () => {
    const result = newProgramForm.safeParse({ slug: 'Hungary Booster', title: 'Hungary', summary: 'Study.' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['slug'], message: expect.stringContaining('lowercase letters') }),
    ]);
  });
});
