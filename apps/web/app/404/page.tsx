import { notFound } from 'next/navigation';

/** /study-abroad/404, where bad page numbers and undecodable filters are sent (SPEC.md §2, §5). */
export default function NotFoundRoute(): never {
  notFound();
}
