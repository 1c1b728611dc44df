import { TabView } from './tab-view.client.tsx';

/** `/profile`: the dashboard tab. */
export default function ProfilePage() {
  return <TabView tabKey="dashboard" label="Dashboard" />;
}
