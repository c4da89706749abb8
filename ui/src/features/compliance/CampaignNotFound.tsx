import { SearchX } from 'lucide-react';
import { StatusScreen } from '../../components/ui/StatusScreen';

/** The address names no campaign of this organization: say so, and the way back to the campaigns. */
export function CampaignNotFound() {
  return (
    <StatusScreen icon={SearchX} title="Campaign not found" action={{ to: '/campaigns', label: 'Back to campaigns' }}>
      There is no such campaign in your organization: it may have been mistyped, or the link is from another account.
    </StatusScreen>
  );
}
