'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

/** SPEC.md §9: the browser storage key of the booster package a visitor chose. */
export const PROGRAM_PACKAGE_KEY = 'program_package_key';

interface ChosenPackage {
  program: string;
  package: number;
}

function readChosen(programSlug: string): number | undefined {
  try {
    const chosen = JSON.parse(window.localStorage.getItem(PROGRAM_PACKAGE_KEY) ?? '') as ChosenPackage;
    return chosen.program === programSlug && Number.isInteger(chosen.package) ? chosen.package : undefined;
  } catch {
    return undefined;
  }
}

function saveChosen(chosen: ChosenPackage): void {
  window.localStorage.setItem(PROGRAM_PACKAGE_KEY, JSON.stringify(chosen));
}

const noChanges = () => () => {};

/**
 * The package of a program the visitor is buying: the one the address asks for, else the one they
 * chose last time (kept in the browser, so "Try again" after a failed payment keeps it), else the
 * first; `packageIds` are the program's, so a package no longer sold is never picked.
 */
export function useChosenPackage(options: {
  programSlug: string;
  packageIds: readonly number[];
  asked: number | undefined;
}): [number, (packageId: number) => void] {
  const { programSlug, packageIds, asked } = options;
  const [picked, setPicked] = useState<number>();
  const stored = useSyncExternalStore(
    noChanges,
    () => readChosen(programSlug),
    () => undefined,
  );
  const valid = (id: number | undefined) => (id !== undefined && packageIds.includes(id) ? id : undefined);
  const packageId = valid(picked) ?? valid(asked) ?? valid(stored) ?? packageIds[0]!;
  useEffect(() => {
    if (asked !== undefined && packageIds.includes(asked))
      saveChosen({ program: programSlug, package: asked });
  }, [asked, packageIds, programSlug]);
  const choose = (id: number) => {
    setPicked(id);
    saveChosen({ program: programSlug, package: id });
  };
  return [packageId, choose];
}
