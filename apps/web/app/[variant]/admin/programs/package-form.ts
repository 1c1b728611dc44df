import { z } from 'zod';
import { minorPerMajor } from '@meridian/domain/money';
import {
  BoosterProgramCreate,
  PackageUpdate,
  type AdminBoosterPackage,
  type AdminBoosterProgram,
  type BoosterProgramUpdate,
} from '@meridian/domain/payment/admin';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import { REGIONS, type Region } from '@meridian/domain/region/regions';

/** One package's form: its contents, and its price on each site in major units (blank: not sold there). */
const PackageFields = z.object({
  name: z.string(),
  summary: z.string(),
  counsellingHours: z.string(),
  applicationCount: z.string(),
  testPrep: z.string(),
  visaGuidance: z.string(),
  active: z.boolean(),
  prices: z.object({ default: z.string(), vn: z.string(), sa: z.string() }),
});
export type PackageForm = z.infer<typeof PackageFields>;

const unitsOf = (region: Region) => minorPerMajor(REGION_CURRENCY[region]);

export function packageFormOf(pkg: AdminBoosterPackage): PackageForm {
  const shown = (region: Region) => {
    const price = pkg.prices.find((p) => p.region === region);
    return price ? String(price.priceMinor / unitsOf(region)) : '';
  };
  return {
    name: pkg.name,
    summary: pkg.summary,
    counsellingHours: String(pkg.counsellingHours),
    applicationCount: String(pkg.applicationCount),
    testPrep: pkg.testPrep,
    visaGuidance: pkg.visaGuidance,
    active: pkg.active,
    prices: { default: shown('default'), vn: shown('vn'), sa: shown('sa') },
  };
}

/** A new package's form: on sale, sold on no site until a price is given. */
export const EMPTY_PACKAGE: PackageForm = {
  name: '',
  summary: '',
  counsellingHours: '0',
  applicationCount: '0',
  testPrep: '',
  visaGuidance: '',
  active: true,
  prices: { default: '', vn: '', sa: '' },
};

/** A package's form as the API's package (a new one without `packageId`), checked by its schema (prices in minor units). */
export const packageForm = (packageId?: number) =>
  PackageFields.transform((form): Record<string, unknown> => ({
    ...form,
    id: packageId,
    counsellingHours: Number(form.counsellingHours),
    applicationCount: Number(form.applicationCount),
    prices: REGIONS.filter((region) => form.prices[region].trim()).map((region) => ({
      region,
      priceMinor: Math.round(Number(form.prices[region]) * unitsOf(region)),
    })),
  })).pipe(PackageUpdate);

/** The program as the API takes it back, with one package replaced or added (or none) and any of its own fields changed. */
export function programUpdate(
  program: AdminBoosterProgram,
  change: { pkg?: PackageUpdate; active?: boolean } = {},
): BoosterProgramUpdate {
  const packages = program.packages.map(({ prices, ...pkg }) =>
    pkg.id === change.pkg?.id
      ? change.pkg
      : { ...pkg, prices: prices.map(({ region, priceMinor }) => ({ region, priceMinor })) },
  );
  return {
    title: program.title,
    summary: program.summary,
    active: change.active ?? program.active,
    packages: change.pkg && change.pkg.id === undefined ? [...packages, change.pkg] : packages,
  };
}

/** A new program's form: its address, title and summary; packages are added to it afterwards. */
export const EMPTY_PROGRAM = { slug: '', title: '', summary: '' };
export const newProgramForm = z
  .object({ slug: z.string().trim(), title: z.string(), summary: z.string() })
  .pipe(BoosterProgramCreate);
