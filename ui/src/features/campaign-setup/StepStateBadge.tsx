import { Badge, type BadgeTone } from '../../components/ui/Badge';
import type { StepState } from './types';

const LOOKS: Record<StepState, { tone: BadgeTone; text: string }> = {
  completed: { tone: 'success', text: 'Completed' },
  active: { tone: 'primary', text: 'Current' },
  pending: { tone: 'neutral', text: 'Pending' },
};

export function StepStateBadge({ state }: { state: StepState }) {
  const { tone, text } = LOOKS[state];
  return (
    <Badge tone={tone} data-step-state={state}>
      {text}
    </Badge>
  );
}
