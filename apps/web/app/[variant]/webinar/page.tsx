import { permanentRedirect } from 'next/navigation';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** `/webinar` is the same list as `/webinars`. */
export default function WebinarPage() {
  permanentRedirect(siteRoutes.webinars());
}
