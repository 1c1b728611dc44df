import type { DirectoryKind } from '@meridian/domain/content/directory';

/** The Centres page's query, which every change refreshes. */
export const centreKeys = { all: ['centres-admin'] as const };

/** The directories a centre may be listed in, as the console names them. */
export const DIRECTORY_NAMES: Readonly<Record<DirectoryKind, string>> = {
  consultant: 'Study-abroad consultants',
  'ielts-coaching': 'IELTS coaching centres',
};
