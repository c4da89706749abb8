import { Contact } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';

/** Route /leads. Stands in until the Leads Management screen of spec §2 lands. */
export function LeadsPage() {
  return (
    <>
      <PageHeader title="Leads Management" description="Search, organise and follow up on your leads." />
      <PlaceholderCard title="Leads" icon={Contact}>
        Your leads will be displayed here.
      </PlaceholderCard>
    </>
  );
}
