import { useSearchParams } from 'react-router';
import { ListChecks, Megaphone } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { CampaignsTab } from './CampaignsTab';
import { DispositionsTab } from './DispositionsTab';

type TabId = 'campaigns' | 'dispositions';

const TABS: readonly TabItem<TabId>[] = [
  {
    id: 'campaigns',
    label: 'Campaigns',
    icon: Megaphone,
    content: <CampaignsTab />,
  },
  { id: 'dispositions', label: 'Dispositions', icon: ListChecks, content: <DispositionsTab /> },
];

/** Route /campaigns: the campaigns, and the organization's dispositions (?tab=dispositions). */
export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const selected: TabId = params.get('tab') === 'dispositions' ? 'dispositions' : 'campaigns';
  return (
    <>
      <PageHeader title="Campaigns" description="Manage your outbound calling campaigns." />
      <Tabs
        label="Campaigns"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => setParams(id === 'campaigns' ? {} : { tab: id }, { replace: true })}
      />
    </>
  );
}
