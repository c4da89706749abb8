import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { formatDateTime } from './format';
import {
  ENROLLMENT_STATUS_TEXT,
  ENROLLMENT_STATUS_TONE,
  STEP_KIND_TEXT,
  STOP_REASON_TEXT,
  WAITING_FOR_TEXT,
} from './labels';
import type { Enrollment, EnrollmentAction } from './types';

export const ENROLLMENT_CELL = 'px-3 py-2.5 align-top first:pl-5 last:pr-5';

export interface EnrollmentRowProps {
  enrollment: Enrollment;
  /** How many steps the cadence has, for "Step 2 of 3". */
  stepCount: number;
  /** An action on this row is on its way. */
  busy: boolean;
  onAction: (action: EnrollmentAction) => void;
}

/** One lead in the cadence: who, where it stands, what comes next, and Pause / Resume / Stop. */
export function EnrollmentRow({ enrollment: e, stepCount, busy, onAction }: EnrollmentRowProps) {
  const who = e.lead.name || e.lead.phone || e.lead.email;
  return (
    <tr data-enrollment-id={e.id}>
      <td className={ENROLLMENT_CELL}>
        <p className="font-medium text-slate-900">{who}</p>
        <p className="text-xs text-slate-500 tabular-nums">{[e.lead.phone, e.lead.email].filter(Boolean).join(' · ')}</p>
      </td>
      <td className={ENROLLMENT_CELL}>
        <Badge tone={ENROLLMENT_STATUS_TONE[e.status]}>{ENROLLMENT_STATUS_TEXT[e.status]}</Badge>
        {e.stopReason && <p className="mt-1 text-xs text-slate-600">{STOP_REASON_TEXT[e.stopReason]}</p>}
      </td>
      <td className={`${ENROLLMENT_CELL} text-slate-700`}>
        {e.nextStep ? (
          <>
            <p>
              Step {e.stepIndex + 1} of {stepCount}: {STEP_KIND_TEXT[e.nextStep.kind]}
            </p>
            <p className="text-xs text-slate-500">{formatDateTime(e.nextStep.at)}</p>
            {e.nextStep.waitingFor && (
              <p className="text-xs text-amber-800" data-testid="enrollment-waiting-for">
                {WAITING_FOR_TEXT[e.nextStep.waitingFor]}
              </p>
            )}
          </>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
      <td className={`${ENROLLMENT_CELL} whitespace-nowrap text-slate-700`}>{formatDateTime(e.enrolledAt)}</td>
      <td className={`${ENROLLMENT_CELL} text-right whitespace-nowrap`}>
        {e.status === 'active' && (
          <Button variant="ghost" size="sm" aria-label={`Pause ${who}`} disabled={busy} onClick={() => onAction('pause')}>
            Pause
          </Button>
        )}
        {e.status === 'paused' && (
          <Button variant="ghost" size="sm" aria-label={`Resume ${who}`} disabled={busy} onClick={() => onAction('resume')}>
            Resume
          </Button>
        )}
        {(e.status === 'active' || e.status === 'paused') && (
          <Button variant="ghost" size="sm" aria-label={`Stop ${who}`} disabled={busy} onClick={() => onAction('stop')}>
            Stop
          </Button>
        )}
      </td>
    </tr>
  );
}
