import { notFound } from 'next/navigation';

/** The 404 route, where bad page numbers and undecodable filters are sent (SPEC.md §2, §5). */
export default function NotFoundRoute(): never {
  notFound();
}
