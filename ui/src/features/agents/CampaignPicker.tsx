import { useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Input';
import { MultiSelect } from '../../components/ui/MultiSelect';
import { createCampaign } from './api';
import { agentError, useAgents } from './store';

export interface CampaignPickerProps {
  selected: number[];
  onChange: (campaignIds: number[]) => void;
  /** Reported to the modal's error banner. */
  onError: (message: string) => void;
  disabled?: boolean;
}

/**
 * Campaign assignment in the agent form: a multi-select over the organization's campaigns, and a small way to
 * add one, open from the start when there are none yet (otherwise the control would have nothing to offer).
 */
export function CampaignPicker({ selected, onChange, onError, disabled = false }: CampaignPickerProps) {
  const campaigns = useAgents((state) => state.campaigns);
  const addCampaign = useAgents((state) => state.addCampaign);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const showAdd = adding || campaigns.length === 0;

  async function add() {
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      const campaign = await createCampaign(trimmed);
      addCampaign(campaign);
      onChange([...selected, campaign.id]);
      setName('');
      setAdding(false);
    } catch (error) {
      console.error('Failed to create campaign', error);
      onError(agentError(error));
    } finally {
      setBusy(false);
    }
  }

  // Enter adds the campaign instead of submitting the agent form around it.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void add();
    }
  }

  return (
    <div className="space-y-2">
      <MultiSelect
        id="agent-campaigns"
        label="Campaigns"
        options={campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }))}
        selected={selected}
        onChange={onChange}
        placeholder={campaigns.length === 0 ? 'No campaigns yet' : 'Not assigned to any campaign'}
        emptyText="No campaigns yet. Add one below."
        disabled={disabled}
      />
      {showAdd ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-3">
          <Label htmlFor="agent-new-campaign" className="text-xs text-slate-600">
            New campaign
          </Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id="agent-new-campaign"
              value={name}
              placeholder="e.g. Spring Outreach"
              disabled={disabled || busy}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={handleKeyDown}
              className="h-9"
            />
            <Button
              variant="outline"
              size="sm"
              className="h-9 shrink-0"
              busy={busy}
              disabled={disabled || !name.trim()}
              onClick={() => void add()}
            >
              {!busy && <Plus className="size-4" aria-hidden="true" />}
              Add campaign
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => setAdding(true)}
          className="inline-flex cursor-pointer items-center gap-1 rounded text-xs font-semibold text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <Plus className="size-3.5" aria-hidden="true" />
          New campaign
        </button>
      )}
    </div>
  );
}
