import type { PageMatch } from '@meridian/domain/cms/page-configuration';
import { POPUP_LAYOUT_IDS } from '@meridian/domain/lead/enquiry-forms';
import type { Region } from '@meridian/domain/region/regions';
import { ENQUIRY_LAYOUTS } from '@/components/forms/enquiry/enquiry-layouts.ts';

/** The Page rules page's query, which every change refreshes. */
export const pageRuleKeys = { all: ['page-rules-admin'] as const };

export const REGION_NAMES: Readonly<Record<Region | 'all', string>> = {
  all: 'Every site',
  default: 'Default (India)',
  vn: 'Vietnam',
  sa: 'Saudi Arabia',
};

export const MATCH_NAMES: Readonly<Record<PageMatch, string>> = {
  exact: 'This page only',
  prefix: 'This page and the pages below it',
};

/** Each layout by its name and the heading visitors see, so an editor knows which form it is. */
export const LAYOUT_OPTIONS = POPUP_LAYOUT_IDS.map((id) => ({
  value: id,
  label: `${id}: ${ENQUIRY_LAYOUTS[id].heading}${ENQUIRY_LAYOUTS[id].withOtp ? ' (verifies the mobile by OTP)' : ''}`,
}));
