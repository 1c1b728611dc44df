import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/**
 * The site's own page for someone signed in without the permission a staff page needs: the
 * catalogue's permission text (naming the support address) and the way back.
 */
export function NotAllowed({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{title}</h1>
      <p role="alert">{message}</p>
      <ul>
        <li>
          <Link href={siteRoutes.profile()}>Go to your profile</Link>
        </li>
        <li>
          <Link href={siteRoutes.home()}>Study abroad home</Link>
        </li>
      </ul>
    </section>
  );
}
