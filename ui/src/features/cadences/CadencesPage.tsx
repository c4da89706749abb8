import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MessageSquareText, Workflow } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { CadencesTab } from './CadencesTab';
import { useTemplatesStore } from './store';
import { TemplatesTab } from './TemplatesTab';

type TabId = 'cadences' | 'templates';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'cadences', label: 'Cadences', icon: Workflow, content: <CadencesTab /> },
  { id: 'templates', label: 'Message Templates', icon: MessageSquareText, content: <TemplatesTab /> },
];

/** Route /cadences (admins): the call sequences, and the texts and e-mails their steps send (?tab=templates). */
export function CadencesPage() {
  const [params, setParams] = useSearchParams();
  const selected: TabId = params.get('tab') === 'templates' ? 'templates' : 'cadences';

  // Both tabs read the templates; loaded once here rather than by each.
  useEffect(() => {
    const { loadTemplates, reset } = useTemplatesStore.getState();
    void loadTemplates();
    return reset;
  }, []);

  return (
    <>
      <PageHeader title="Cadences" description="Define the call sequences and timing your campaigns follow." />
      <Tabs
        label="Cadences"
        tabs={TABS}
        selected={selected}
        onSelect={(id) => setParams(id === 'cadences' ? {} : { tab: id }, { replace: true })}
      />
    </>
  );
}
