import { UsersRound } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';

/** Route /agents (the menu's "Dashboard"). Stands in until the agents management screen of spec §2 lands. */
export function AgentsPage() {
  return (
    <>
      <PageHeader title="Agents" description="Manage your team's agents, their roles and status." />
      <PlaceholderCard title="Agents" icon={UsersRound}>
        Agents management will be displayed here.
      </PlaceholderCard>
    </>
  );
}
