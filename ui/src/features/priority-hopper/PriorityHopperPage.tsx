import { Flame } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';
import { WhyNotDialedCard } from './WhyNotDialedCard';

/** Route /priority-hopper: the queue (with the hopper), and why a lead is not called. */
export function PriorityHopperPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Priority Hopper" description="Manage priority leads and urgent contacts" />
      <PlaceholderCard title="Priority Queue" icon={Flame}>
        Priority leads will be displayed here.
      </PlaceholderCard>
      <WhyNotDialedCard />
    </div>
  );
}
