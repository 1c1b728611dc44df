import type { Metadata } from 'next';
import { CatalogueConsole } from './catalogue-console.client.tsx';

export const metadata: Metadata = { title: 'Catalogue' };

/** `/admin/catalogue` (the API refuses all but editors and admins): universities' brochures and accelerator programs. */
export default function CataloguePage() {
  return <CatalogueConsole />;
}
