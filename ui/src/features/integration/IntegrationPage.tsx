import { Plug } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';

/** Route /integration. Stands in until Integration Management of spec §2 lands. */
export function IntegrationPage() {
  return (
    <>
      <PageHeader title="Integration Management" description="Connect your CRM and manage incoming webhooks." />
      <PlaceholderCard title="Integrations" icon={Plug}>
        Your CRM integrations and webhooks will be displayed here.
      </PlaceholderCard>
    </>
  );
}
