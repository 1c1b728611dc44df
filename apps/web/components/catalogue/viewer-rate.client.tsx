'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ExchangeRate } from '@meridian/domain/country/schemas';

const ViewerRate = createContext<ExchangeRate | null>(null);

/** The region's fee-estimate rate (`viewerRate`), read once by the layout for every fee on the page. */
export function ViewerRateProvider({ rate, children }: { rate: ExchangeRate | null; children: ReactNode }) {
  return <ViewerRate value={rate}>{children}</ViewerRate>;
}

/** The rate of the currency the visitor's site estimates fees in; null for rupees. */
export const useViewerRate = () => useContext(ViewerRate);
