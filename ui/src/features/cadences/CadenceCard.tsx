import { Archive, ListOrdered, Pause, Pencil, Play } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { CADENCE_STATUS_TEXT, CADENCE_STATUS_TONE } from './labels';
import { stepSummary } from './step-summary';
import type { Cadence, CadenceFigures } from './types';

export interface CadenceCardProps {
  cadence: Cadence;
  campaignNames: ReadonlyMap<number, string>;
  /** A status change of this cadence is on its way. */
  busy: boolean;
  onEdit: () => void;
  onStatus: (action: 'activate' | 'pause') => void;
  onArchive: () => void;
  onEnrollments: () => void;
}

const FIGURES: ReadonlyArray<{ key: keyof CadenceFigures; label: string }> = [
  { key: 'enrolled', label: 'enrolled' },
  { key: 'active', label: 'active' },
  { key: 'finished', label: 'finished' },
  { key: 'replied', label: 'replied' },
  { key: 'optedOut', label: 'opted out' },
];

/** One cadence: its state, its steps in a line, how its leads are doing, and what can be done with it. */
export function CadenceCard({ cadence, campaignNames, busy, onEdit, onStatus, onArchive, onEnrollments }: CadenceCardProps) {
  const titleId = `cadence-${cadence.id}-title`;
  const archived = cadence.status === 'archived';
  return (
    <article aria-labelledby={titleId} className="space-y-3 px-5 py-4">
      {/* The actions keep their place on every card: beside the text on wide screens (the text wraps), below it on
          narrow ones — a flex-wrap row moved them below only the cards whose steps read long. */}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {cadence.name}
            </h3>
            <Badge tone={CADENCE_STATUS_TONE[cadence.status]} dot>
              {CADENCE_STATUS_TEXT[cadence.status]}
            </Badge>
          </div>
          <p className="text-sm text-slate-700" data-testid="cadence-steps">
            {stepSummary(cadence.steps, campaignNames)}
          </p>
          {cadence.smsFrom && <p className="text-xs text-slate-500">Texts from {cadence.smsFrom}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onEnrollments}>
            <ListOrdered className="size-4" aria-hidden="true" />
            Enrollments
          </Button>
          {!archived && (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
              {cadence.status === 'active' ? (
                <Button variant="outline" size="sm" busy={busy} onClick={() => onStatus('pause')}>
                  {!busy && <Pause className="size-4" aria-hidden="true" />}
                  Pause
                </Button>
              ) : (
                <Button variant="outline" size="sm" busy={busy} onClick={() => onStatus('activate')}>
                  {!busy && <Play className="size-4" aria-hidden="true" />}
                  Activate
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={onArchive}>
                <Archive className="size-4" aria-hidden="true" />
                Archive
              </Button>
            </>
          )}
        </div>
      </div>
      <ul aria-label="Figures" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        {FIGURES.map(({ key, label }) => (
          <li key={key}>
            <span className="font-semibold text-slate-900 tabular-nums">{cadence.figures[key].toLocaleString('en-US')}</span> {label}
          </li>
        ))}
      </ul>
    </article>
  );
}
