import { useEffect, useState, type FormEvent } from 'react';
import { Headphones, PhoneCall, Smartphone } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { placeCall } from '../../entities/calls/api';
import type { Call, CallAudio } from '../../entities/calls/types';
import type { Campaign } from '../../entities/campaigns/types';
import type { Lead } from '../../entities/leads/types';
import { useSession } from '../../entities/session/store';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/class-names';
import { LeadPicker } from './LeadPicker';

export interface PlaceCallDialogProps {
  open: boolean;
  campaigns: Campaign[];
  onClose: () => void;
  onPlaced: (call: Call) => void;
}

const AUDIO_CHOICES: ReadonlyArray<{ value: CallAudio; label: string; hint: string; icon: typeof Headphones }> = [
  { value: 'browser', label: 'Browser', hint: 'Talk through this computer’s microphone and speakers.', icon: Headphones },
  { value: 'phone', label: 'My phone', hint: 'Twilio rings the phone on your profile first, then the lead.', icon: Smartphone },
];

/** Campaign, lead and audio path; the server checks the calling rules and says why a lead cannot be called. */
export function PlaceCallDialog({ open, campaigns, onClose, onPlaced }: PlaceCallDialogProps) {
  const myId = useSession((state) => state.user?.id ?? null);
  const [campaignId, setCampaignId] = useState('');
  const [lead, setLead] = useState<Lead | null>(null);
  const [audio, setAudio] = useState<CallAudio>('browser');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const active = campaigns.filter((c) => c.status === 'active');
  // The user's own campaigns first: an admin may also call in the others.
  const ordered = [...active].sort((a, b) => Number(b.agentIds.includes(myId ?? -1)) - Number(a.agentIds.includes(myId ?? -1)));
  const campaign = active.find((c) => String(c.id) === campaignId) ?? null;

  useEffect(() => {
    if (!open) return;
    setLead(null);
    setError(null);
    setFieldErrors({});
  }, [open]);

  useEffect(() => {
    if (open && !campaign && ordered[0]) setCampaignId(String(ordered[0].id));
  }, [open, campaign, ordered[0]?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!campaign || !lead) {
      setFieldErrors({
        ...(campaign ? {} : { campaignId: 'Choose the campaign' }),
        ...(lead ? {} : { leadId: 'Choose the lead to call' }),
      });
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      onPlaced(await placeCall(campaign.id, lead.id, audio));
    } catch (caught) {
      console.warn('Placing the call failed', caught);
      setError(errorMessage(caught, 'The call could not be placed.'));
      if (caught instanceof ApiError) setFieldErrors(caught.details);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title="Place a call"
      description="The call follows the campaign's calling rules and caller ID."
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="place-call-form" busy={busy} disabled={active.length === 0}>
            {!busy && <PhoneCall className="size-4" aria-hidden="true" />}
            {busy ? 'Calling...' : 'Call'}
          </Button>
        </>
      }
    >
      <form id="place-call-form" className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {active.length === 0 ? (
          <p className="text-sm text-slate-600">No campaign is active. Activate one on Campaigns to place calls.</p>
        ) : (
          <SelectField
            id="place-call-campaign"
            label="Campaign"
            value={campaignId}
            error={fieldErrors.campaignId}
            options={ordered.map((c) => ({
              value: String(c.id),
              label: myId !== null && !c.agentIds.includes(myId) ? `${c.name} (not assigned to you)` : c.name,
            }))}
            onChange={(event) => {
              setCampaignId(event.target.value);
              setLead(null);
            }}
          />
        )}
        <LeadPicker
          id="place-call-lead"
          listIds={campaign?.listIds ?? []}
          value={lead}
          onChange={setLead}
          error={fieldErrors.leadId}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Your audio</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AUDIO_CHOICES.map(({ value, label, hint, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2',
                  'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  audio === value ? 'border-primary-500 bg-primary-50/60' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="place-call-audio"
                  value={value}
                  checked={audio === value}
                  onChange={() => setAudio(value)}
                  className="mt-1 accent-primary-600"
                />
                <span>
                  <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </span>
                  <span className="block text-xs text-slate-500">{hint}</span>
                </span>
              </label>
            ))}
          </div>
          {fieldErrors.audio && <p className="text-sm text-red-700">{fieldErrors.audio}</p>}
        </fieldset>
      </form>
    </Dialog>
  );
}
