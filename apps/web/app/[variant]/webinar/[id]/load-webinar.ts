import { notFound } from 'next/navigation';
import { contentApi } from '@/lib/api/content-api.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { getWebinar } from '@/lib/api/webinars.ts';

/** `/webinar/{id}`: a positive whole number naming a session, or the page is not found. */
export async function loadWebinar(params: Promise<{ id: string }>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  return orNotFound(getWebinar(contentApi(), Number(id)));
}
