import { EventCheckIn } from '@meridian/domain/events/schemas';
import { browserClient } from './browser-client.ts';

/** POST {pathway}/events/check-in/{token}: event staff check a visitor in from their QR pass. */
export function checkInVisitor(token: string) {
  return browserClient.request('pathway', `/events/check-in/${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: EventCheckIn,
  });
}
