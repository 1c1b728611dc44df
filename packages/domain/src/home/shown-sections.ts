import { CALCULATOR_PAGES, type CalculatorPage } from '../calculators/calculator-pages.ts';
import { REGION_CONFIG } from '../region/region-config.ts';
import type { Region } from '../region/regions.ts';
import type { HomeSection } from './schemas.ts';

/** Whether a region shows a home section; the API and the web app's own sections both ask here. */
export function homeSectionShown(region: Region, section: HomeSection): boolean {
  return !REGION_CONFIG[region].hiddenHomeSections.includes(section);
}

/** The calculators a region's home page lists, in the site's order. */
export function homeCalculators(region: Region): CalculatorPage[] {
  const shown = REGION_CONFIG[region].homeCalculators;
  return CALCULATOR_PAGES.filter((c) => shown.includes(c.path));
}
