import { PhoneCall, SkipForward } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import type { CallAudio } from '../../entities/calls/types';
import type { Disposition } from '../../entities/dispositions/types';
import { AudioChoice } from './AudioChoice';
import { Kbd } from './Kbd';
import { LeadFacts } from './LeadFacts';
import type { HeldLead } from './types';

export interface HeldLeadCardProps {
  held: HeldLead;
  dispositions: Disposition[];
  /** Reserved and not yet called: Call and Skip are offered. */
  previewing: boolean;
  audio: CallAudio;
  onAudioChange: (audio: CallAudio) => void;
  calling: boolean;
  onCall: () => void;
  onSkip: () => void;
  error: string | null;
}

/** The lead in preview — who, where and when it is, its notes and the script — with Call and Skip. */
export function HeldLeadCard({ held, dispositions, previewing, audio, onAudioChange, calling, onCall, onSkip, error }: HeldLeadCardProps) {
  const { lead } = held;
  return (
    <Card role="region" aria-label="Lead" data-testid="held-lead" className="@container">
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold tracking-tight text-slate-900" data-testid="lead-name">
                {lead.name || lead.phone}
              </h2>
              {held.source === 'callback' && <Badge tone="info">Callback</Badge>}
              {held.priority > 0 && <Badge tone="warning">Priority</Badge>}
            </div>
            <p className="text-sm text-slate-600">
              {lead.company || 'No company'} · {held.campaign.name}
            </p>
          </div>
          {previewing && (
            <div className="flex flex-wrap items-center gap-2">
              <AudioChoice value={audio} onChange={onAudioChange} disabled={calling} />
              <div className="flex items-center gap-2">
                <Button variant="outline" onClick={onSkip} disabled={calling} aria-keyshortcuts="S">
                  <SkipForward className="size-4" aria-hidden="true" />
                  Skip
                  <Kbd>S</Kbd>
                </Button>
                <Button onClick={onCall} busy={calling} aria-keyshortcuts="C">
                  {!calling && <PhoneCall className="size-4" aria-hidden="true" />}
                  {calling ? 'Calling…' : 'Call'}
                  <Kbd>C</Kbd>
                </Button>
              </div>
            </div>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <LeadFacts held={held} dispositions={dispositions} />
        {lead.notes && (
          <section aria-label="Notes on the lead">
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Notes</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{lead.notes}</p>
          </section>
        )}
        <section aria-label="Script" className="rounded-lg border border-secondary-200 bg-secondary-50/60 px-4 py-3">
          <h3 className="text-xs font-medium tracking-wide text-secondary-900 uppercase">Script</h3>
          {held.script.trim() ? (
            <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-slate-900" data-testid="lead-script">
              {held.script}
            </p>
          ) : (
            <p className="mt-1.5 text-sm text-slate-600">The campaign has no script.</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
