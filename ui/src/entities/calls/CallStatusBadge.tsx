import { Badge } from '../../components/ui/Badge';
import { STATUS_LOOKS } from './format';
import type { CallStatus } from './types';

/** A call's state as a coloured chip; calls still going get a dot, like other live states. */
export function CallStatusBadge({ status, abandoned = false }: { status: CallStatus; abandoned?: boolean }) {
  const look = STATUS_LOOKS[status] ?? { label: status, tone: 'neutral' as const };
  if (abandoned) {
    return (
      <Badge tone="error" data-testid="call-status" data-status={status}>
        Abandoned
      </Badge>
    );
  }
  const live = status === 'queued' || status === 'initiated' || status === 'ringing' || status === 'in-progress';
  return (
    <Badge tone={look.tone} dot={live} data-testid="call-status" data-status={status}>
      {look.label}
    </Badge>
  );
}
