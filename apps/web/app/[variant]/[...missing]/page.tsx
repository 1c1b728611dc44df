import { notFound } from 'next/navigation';

/** Any address no page answers: the site's own not-found page, inside its header and footer. */
export default function MissingPage(): never {
  notFound();
}
