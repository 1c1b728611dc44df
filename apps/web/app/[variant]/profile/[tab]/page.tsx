import { notFound } from 'next/navigation';
import { findProfileTab } from '@meridian/domain/profile/tabs';
import { brand } from '@/lib/brand/brand.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';
import { currentVariant } from '@/lib/variant/current-variant.ts';
import { TabView } from '../tab-view.client.tsx';

type Params = Promise<{ tab: string }>;

/** `/profile/{tab}`: one of the ten tabs of SPEC.md §2 ({product}-buddy by the brand slug). */
export default async function ProfileTabPage({ params }: { params: Params }) {
  const tab = findProfileTab((await params).tab, brand());
  if (!tab) notFound();
  const { region } = await currentVariant();
  return <TabView tabKey={tab.key} label={tab.label} phone={contactPhones(region)[0]} />;
}
