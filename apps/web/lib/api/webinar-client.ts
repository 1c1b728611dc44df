import { WebinarLists, WebinarRegistration, type WebinarPage } from '@meridian/domain/content/webinars';
import { browserClient } from './browser-client.ts';

/** GET {webinar}/webinars: the next page of one list (load more); the other list's first page comes along. */
export function loadWebinarPage(list: 'upcoming' | 'previous', page: WebinarPage) {
  return browserClient.request('webinar', '/webinars', {
    query: { [list]: JSON.stringify(page) },
    schema: WebinarLists,
  });
}

/** GET {webinar}/registration/{id}: the signed-in learner's registration and join link. */
export function getWebinarRegistration(id: number) {
  return browserClient.request('webinar', `/registration/${id}`, { schema: WebinarRegistration });
}

/** POST {webinar}/registration/{id}: registers the signed-in learner (again is harmless). */
export function registerForWebinar(id: number) {
  return browserClient.request('webinar', `/registration/${id}`, {
    method: 'POST',
    schema: WebinarRegistration,
  });
}
