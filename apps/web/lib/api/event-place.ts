import { EventUserRegistration } from '@meridian/domain/events/schemas';
import { browserClient } from './browser-client.ts';

/** GET {pathway}/event/{eventId}/user/{userId}: whether the learner has a place at a fair, with its pass. */
export function getEventPlace(eventId: number, userId: string) {
  return browserClient.request('pathway', `/event/${eventId}/user/${encodeURIComponent(userId)}`, {
    schema: EventUserRegistration,
  });
}
