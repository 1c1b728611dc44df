import { permanentRedirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** `/event` is the older address of the fairs page. */
export default function EventPage() {
  permanentRedirect(siteRoutes.events());
}
