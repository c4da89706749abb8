import { Badge } from '../../components/ui/Badge';
import { AGENT_STATE_LOOKS } from '../../entities/agents/state-looks';
import type { AgentStateName } from '../../entities/agents/types';

/** The state's coloured badge, as the live board and its counts show it. */
export function WorkStateBadge({ state, label, ...rest }: { state: AgentStateName; label?: string; 'data-testid'?: string }) {
  const look = AGENT_STATE_LOOKS[state];
  return (
    <Badge tone={look.tone} dot {...rest}>
      {label ?? look.label}
    </Badge>
  );
}
