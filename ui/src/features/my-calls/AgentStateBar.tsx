import { useEffect, useId, useState } from 'react';
import { Coffee, LogOut, PlayCircle } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { SelectInput } from '../../components/ui/SelectField';
import { AGENT_STATE_LOOKS } from '../../entities/agents/state-looks';
import type { AgentStateName } from '../../entities/agents/types';
import { errorMessage } from '../../lib/api-client';
import { useSecondClock } from '../../lib/use-second-clock';
import { goOffline, goReady, pause } from './api';
import { Kbd } from './Kbd';
import type { MyState, PauseReason } from './types';

const HOLDING_A_LEAD: ReadonlySet<AgentStateName> = new Set(['reserved', 'on_call', 'wrap_up']);

// Why the state cannot be changed now, and what ends that.
const HOLDING_NOTES: Partial<Record<AgentStateName, string>> = {
  reserved: 'Call or skip your lead before you change your state.',
  on_call: 'Finish the call before you change your state.',
  wrap_up: 'Give the call its disposition, then pause or go on below.',
};

/** "1:05" / "1:02:05" since `since`, ticking every second. */
function useElapsed(since: string | null): string {
  const now = useSecondClock(since !== null);
  if (!since) return '';
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface AgentStateBarProps {
  me: MyState;
  reasons: PauseReason[];
  /** The campaign chosen to work (kept by the page: R goes ready in it too). */
  campaignId: string;
  onCampaignChange: (campaignId: string) => void;
  /** Told with the server's answer after a change. */
  onChanged: () => void;
}

/** The agent's state at work, how long it has lasted, and the changes the agent may make: ready, pause, offline. */
export function AgentStateBar({ me, reasons, campaignId, onCampaignChange, onChanged }: AgentStateBarProps) {
  const id = useId();
  const [reason, setReason] = useState<string>(reasons[0]?.label ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const elapsed = useElapsed(me.since);
  const look = AGENT_STATE_LOOKS[me.state];

  useEffect(() => {
    if (!reason && reasons[0]) setReason(reasons[0].label);
  }, [reason, reasons]);

  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await change();
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught, 'Your state could not be changed.'));
    } finally {
      setBusy(false);
    }
  }

  const noCampaign = me.workableCampaigns.length === 0;
  // The server keeps an agent who holds a lead where it is until the lead is skipped or its call wrapped up.
  const holding = HOLDING_A_LEAD.has(me.state);
  return (
    <Card>
      <CardContent className="space-y-4" data-testid="agent-state">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={look.tone} dot data-testid="agent-state-badge">
            {look.label}
          </Badge>
          {me.state === 'paused' && me.pauseReason && <span className="text-sm text-slate-700">{me.pauseReason}</span>}
          {me.campaign && me.state !== 'offline' && (
            <span className="text-sm text-slate-700">
              in <span className="font-medium">{me.campaign.name}</span>
            </span>
          )}
          {me.state !== 'offline' && elapsed && (
            <span className="text-sm tabular-nums text-slate-500" aria-label={`for ${elapsed}`}>
              {elapsed}
            </span>
          )}
        </div>
        {noCampaign ? (
          <p className="text-sm text-slate-600">
            You are not assigned to a running campaign yet. Ask an admin to add you to one and start it.
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-campaign`} className="block text-sm font-medium text-slate-700">
                Campaign
              </label>
              <SelectInput
                id={`${id}-campaign`}
                value={campaignId}
                disabled={busy}
                options={me.workableCampaigns.map((c) => ({ value: String(c.id), label: c.name }))}
                onChange={(event) => onCampaignChange(event.target.value)}
              />
            </div>
            {!holding && (
              <Button
                busy={busy}
                disabled={!campaignId}
                aria-keyshortcuts="R"
                onClick={() => void run(() => goReady(Number(campaignId)))}
              >
                {!busy && <PlayCircle className="size-4" aria-hidden="true" />}
                {me.state === 'ready' ? 'Switch campaign' : 'Ready'}
                <Kbd>R</Kbd>
              </Button>
            )}
            {me.state !== 'offline' && (
              <>
                <div className="space-y-1">
                  <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
                    Pause reason
                  </label>
                  <SelectInput
                    id={`${id}-reason`}
                    value={reason}
                    disabled={busy}
                    options={reasons.map((r) => ({ value: r.label, label: r.label }))}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
                <Button
                  variant="outline"
                  disabled={busy || !reason || holding}
                  aria-keyshortcuts="P"
                  onClick={() => void run(() => pause(reason))}
                >
                  <Coffee className="size-4" aria-hidden="true" />
                  Pause
                  <Kbd>P</Kbd>
                </Button>
                <Button variant="ghost" disabled={busy || holding} onClick={() => void run(goOffline)}>
                  <LogOut className="size-4" aria-hidden="true" />
                  Go offline
                </Button>
              </>
            )}
          </div>
        )}
        {holding && (
          <p className="text-sm text-slate-500">
            {HOLDING_NOTES[me.state]}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
