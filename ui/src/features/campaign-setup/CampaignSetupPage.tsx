import { ListChecks } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';

/** Route /campaign-setup. Stands in until the guided Campaign Setup of spec §2 lands. */
export function CampaignSetupPage() {
  return (
    <>
      <PageHeader title="Campaign Setup" description="Get a campaign ready to dial, step by step." />
      <PlaceholderCard title="Setup Steps" icon={ListChecks}>
        Your campaign setup steps will be displayed here.
      </PlaceholderCard>
    </>
  );
}
