import {
  AdminUniversity,
  AdminUniversityList,
  type AdminUniversityQuery,
} from '@meridian/domain/catalogue/brochure-admin';
import { AdminProgram, AdminProgramList, type ProgramInput } from '@meridian/domain/catalogue/program-admin';
import { AdminAlumniList, AdminAlumnus, type AlumnusInput } from '@meridian/domain/alumni/admin';
import { AdminBuddy, AdminBuddyList, type BuddyInput } from '@meridian/domain/learning/buddy-admin';
import { browserClient } from './browser-client.ts';

/** The Catalogue page's calls, `{pathway}/admin/…`, through the same-origin proxy (editors and admins). */
const brochurePath = (slug: string) => `/admin/universities/${encodeURIComponent(slug)}/brochure`;

export function listAdminUniversities(query: Partial<AdminUniversityQuery>): Promise<AdminUniversityList> {
  return browserClient.request('pathway', '/admin/universities', { query, schema: AdminUniversityList });
}

export function uploadBrochure(slug: string, file: File): Promise<AdminUniversity> {
  const body = new FormData();
  body.set('file', file);
  return browserClient.upload('pathway', brochurePath(slug), {
    method: 'PUT',
    body,
    schema: AdminUniversity,
  });
}

export function removeBrochure(slug: string): Promise<AdminUniversity> {
  return browserClient.request('pathway', brochurePath(slug), { method: 'DELETE', schema: AdminUniversity });
}

export function listAdminPrograms(): Promise<AdminProgramList> {
  return browserClient.request('pathway', '/admin/programs', { schema: AdminProgramList });
}

export function createProgram(input: ProgramInput): Promise<AdminProgram> {
  return browserClient.request('pathway', '/admin/programs', {
    method: 'POST',
    body: input,
    schema: AdminProgram,
  });
}

export function saveProgram(slug: string, input: ProgramInput): Promise<AdminProgram> {
  return browserClient.request('pathway', `/admin/programs/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: input,
    schema: AdminProgram,
  });
}

/** Alumni and buddies, `{user}/admin/…` (admins only). */
export function listAdminAlumni(): Promise<AdminAlumniList> {
  return browserClient.request('user', '/admin/alumni', { schema: AdminAlumniList });
}

export function createAlumnus(input: AlumnusInput): Promise<AdminAlumnus> {
  return browserClient.request('user', '/admin/alumni', {
    method: 'POST',
    body: input,
    schema: AdminAlumnus,
  });
}

export function saveAlumnus(id: number, input: AlumnusInput): Promise<AdminAlumnus> {
  return browserClient.request('user', `/admin/alumni/${id}`, {
    method: 'PUT',
    body: input,
    schema: AdminAlumnus,
  });
}

export function listAdminBuddies(): Promise<AdminBuddyList> {
  return browserClient.request('user', '/admin/buddies', { schema: AdminBuddyList });
}

export function createBuddy(input: BuddyInput): Promise<AdminBuddy> {
  return browserClient.request('user', '/admin/buddies', { method: 'POST', body: input, schema: AdminBuddy });
}

export function saveBuddy(id: number, input: BuddyInput): Promise<AdminBuddy> {
  return browserClient.request('user', `/admin/buddies/${id}`, {
    method: 'PUT',
    body: input,
    schema: AdminBuddy,
  });
}
