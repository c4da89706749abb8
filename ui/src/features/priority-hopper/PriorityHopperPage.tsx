import { useCallback, useEffect, useState } from 'react';
import { Flame } from 'lucide-react';
import { PageHeader } from '../../components/ui/PageHeader';
import { PlaceholderCard } from '../../components/ui/PlaceholderCard';
import { SelectField } from '../../components/ui/SelectField';
import { Toast } from '../../components/ui/Toast';
import { fetchCampaigns } from '../../entities/campaigns/api';
import type { Campaign } from '../../entities/campaigns/types';
import { errorMessage } from '../../lib/api-client';
import { CampaignFunnelCard } from './CampaignFunnelCard';
import { HopperQueueCard } from './HopperQueueCard';
import { WhyNotDialedCard } from './WhyNotDialedCard';

/** Route /priority-hopper: why a campaign is not dialing, its queue and pushes, and why a lead is not called. */
export function PriorityHopperPage() {
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [hopperChanges, setHopperChanges] = useState(0);
  const hopperChanged = useCallback(() => setHopperChanges((n) => n + 1), []);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    fetchCampaigns()
      .then((all) => {
        const usable = all.filter((c) => c.status !== 'archived');
        setCampaigns(usable);
        setCampaignId((current) => current ?? usable.find((c) => c.status === 'active')?.id ?? usable[0]?.id ?? null);
      })
      .catch((caught: unknown) => setError(errorMessage(caught, 'Failed to load the campaigns.')));
  }, []);

  return (
    <div className="space-y-6">
      <PageHeader title="Priority Hopper" description="Manage priority leads and urgent contacts" />
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {campaigns && campaigns.length === 0 && (
        <>
          <PlaceholderCard title="Priority Queue" icon={Flame}>
            Priority leads will be displayed here.
          </PlaceholderCard>
          <p className="text-sm text-slate-600">Make a campaign first, on Campaigns.</p>
        </>
      )}
      {campaigns && campaigns.length > 0 && campaignId !== null && (
        <>
          <div className="max-w-sm">
            <SelectField
              id="hopper-campaign"
              label="Campaign"
              value={String(campaignId)}
              options={campaigns.map((c) => ({ value: String(c.id), label: c.status === 'active' ? c.name : `${c.name} (${c.status})` }))}
              onChange={(event) => setCampaignId(Number(event.target.value))}
            />
          </div>
          <CampaignFunnelCard campaignId={campaignId} refreshKey={hopperChanges} />
          <HopperQueueCard campaignId={campaignId} onNotice={setToast} onChanged={hopperChanged} />
          <WhyNotDialedCard campaignId={campaignId} />
        </>
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
