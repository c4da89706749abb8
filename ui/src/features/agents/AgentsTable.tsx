import { Ellipsis, History, KeyRound, Mail, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import {
  DataTable,
  DataTableBody,
  DataTableCell,
  DataTableHead,
  DataTableHeader,
  DataTableRow,
} from '../../components/ui/DataTable';
import { DropdownMenu, type DropdownMenuItem } from '../../components/ui/DropdownMenu';
import { IconButton, iconButtonClasses } from '../../components/ui/IconButton';
import { WIDE_ONLY } from '../../components/ui/table-classes';
import type { Agent } from '../../entities/agents/types';
import { cn } from '../../lib/class-names';
import { fullName, roleLabel, statusLabel, statusTone } from './format';
import type { Viewer } from './types';

export interface AgentRowActions {
  onEdit: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
  onReactivate: (agent: Agent) => void;
  onSendWelcome: (agent: Agent) => void;
  onSendPasswordReset: (agent: Agent) => void;
  onShowEmailHistory: (agent: Agent) => void;
}

export interface AgentsTableProps extends AgentRowActions {
  agents: Agent[];
  /** Online or away now, from the live board, for the agents at work; the others show their stored status. */
  presence: ReadonlyMap<number, string>;
  viewer: Viewer;
  /** The agent whose row action is running (its buttons are disabled meanwhile). */
  busyAgentId: number | null;
}

// The Role and Phone columns need room: below the container's 3xl width (the 768 px layout with the drawer
// open) they fold into the Agent cell instead of making the table scroll sideways.
/** Agent (name and e-mail), Status, Role, Phone (a dash if empty), Actions. */
export function AgentsTable({ agents, presence, viewer, busyAgentId, ...actions }: AgentsTableProps) {
  return (
    <DataTable aria-label="Agents">
      <DataTableHead>
        <tr>
          <DataTableHeader>Agent</DataTableHeader>
          <DataTableHeader>Status</DataTableHeader>
          <DataTableHeader className={WIDE_ONLY}>Role</DataTableHeader>
          <DataTableHeader className={WIDE_ONLY}>Phone</DataTableHeader>
          <DataTableHeader className="text-right">Actions</DataTableHeader>
        </tr>
      </DataTableHead>
      <DataTableBody>
        {agents.map((agent) => (
          <AgentRow
            key={agent.id}
            agent={agent}
            status={presence.get(agent.id) ?? agent.status}
            viewer={viewer}
            busy={busyAgentId === agent.id}
            {...actions}
          />
        ))}
      </DataTableBody>
    </DataTable>
  );
}

interface AgentRowProps extends AgentRowActions {
  agent: Agent;
  /** What the Status column says: live presence or the stored status. */
  status: string;
  viewer: Viewer;
  busy: boolean;
}

function AgentRow({ agent, status, viewer, busy, ...actions }: AgentRowProps) {
  const name = fullName(agent);
  const isSelf = viewer.id !== null && viewer.id === agent.id;
  // The server's rule, mirrored so the buttons do not offer what will be refused.
  const manageable = viewer.role === 'superadmin' || agent.role.toLowerCase() !== 'superadmin';
  const phone = agent.phone?.trim() || '-';

  const menuItems: DropdownMenuItem[] = agent.active
    ? [
        { label: 'Send welcome email', icon: Mail, onSelect: () => actions.onSendWelcome(agent) },
        { label: 'Send password reset', icon: KeyRound, onSelect: () => actions.onSendPasswordReset(agent) },
        { label: 'Email history', icon: History, onSelect: () => actions.onShowEmailHistory(agent) },
      ]
    : [{ label: 'Email history', icon: History, onSelect: () => actions.onShowEmailHistory(agent) }];

  return (
    <DataTableRow data-agent-id={agent.id} className={cn(!agent.active && 'bg-slate-50/70')}>
      <DataTableCell>
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'hidden size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold @3xl:flex',
              agent.active ? 'bg-primary-50 text-primary-700' : 'bg-slate-200 text-slate-500',
            )}
          >
            {initials(agent)}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={cn('font-medium', agent.active ? 'text-slate-900' : 'text-slate-500')}>{name}</span>
              {isSelf && <Badge tone="primary">You</Badge>}
              {!agent.active && <Badge tone="neutral">Inactive</Badge>}
            </div>
            {/* Long addresses wrap anywhere rather than push the table wider than a narrow screen. */}
            <p className="text-sm wrap-anywhere text-slate-500">{agent.email}</p>
            {/* Role and phone when their columns are folded away. */}
            <p className="mt-0.5 text-xs text-slate-500 @3xl:hidden">
              {roleLabel(agent.role)} · {phone}
            </p>
          </div>
        </div>
      </DataTableCell>
      <DataTableCell>
        <Badge tone={statusTone(status)} dot>
          {statusLabel(status)}
        </Badge>
      </DataTableCell>
      <DataTableCell className={cn(WIDE_ONLY, 'whitespace-nowrap')}>{roleLabel(agent.role)}</DataTableCell>
      <DataTableCell className={cn(WIDE_ONLY, 'whitespace-nowrap tabular-nums')}>{phone}</DataTableCell>
      <DataTableCell>
        {/* The labels show next to the icons when the table has room for them. */}
        <div className="flex items-center justify-end gap-1">
          <IconButton
            icon={Pencil}
            label="Edit"
            labelWhenWide
            disabled={busy || !manageable}
            title={manageable ? `Edit ${name}` : 'Only a superadmin can edit a superadmin'}
            onClick={() => actions.onEdit(agent)}
          />
          {agent.active ? (
            <IconButton
              icon={Trash2}
              label="Delete"
              labelWhenWide
              tone="danger"
              disabled={busy || isSelf || !manageable}
              title={
                isSelf
                  ? 'You cannot delete your own account'
                  : manageable
                    ? `Delete ${name}`
                    : 'Only a superadmin can delete a superadmin'
              }
              onClick={() => actions.onDelete(agent)}
            />
          ) : (
            <IconButton
              icon={RotateCcw}
              label="Reactivate"
              labelWhenWide
              disabled={busy || !manageable}
              title={`Reactivate ${name}`}
              onClick={() => actions.onReactivate(agent)}
            />
          )}
          <DropdownMenu
            label={`More actions for ${name}`}
            triggerClassName={iconButtonClasses()}
            trigger={<Ellipsis className="size-4" aria-hidden="true" />}
            items={menuItems}
          />
        </div>
      </DataTableCell>
    </DataTableRow>
  );
}

function initials(agent: Agent): string {
  const letters = `${agent.firstName?.[0] ?? ''}${agent.lastName?.[0] ?? ''}`;
  return (letters || agent.email[0] || '?').toUpperCase();
}
