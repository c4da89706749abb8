// The agent form: its fields and defaults, the client-side checks in a fixed order, and the
// payload built from it.
import type { Agent } from '../../entities/agents/types';
import type { AgentPayload, AgentRole, AgentStatus } from './types';

export interface AgentForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  extension: string;
  role: AgentRole;
  status: AgentStatus;
  /** On create the password; on edit an optional new one. */
  password: string;
  confirmPassword: string;
  /** Kept as typed so the field can be cleared while editing; checked on submit. */
  maxConcurrentCalls: string;
  autoAnswer: boolean;
  campaignIds: number[];
}

export const EMPTY_AGENT_FORM: AgentForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  extension: '',
  role: 'agent',
  status: 'offline',
  password: '',
  confirmPassword: '',
  maxConcurrentCalls: '1',
  autoAnswer: false,
  campaignIds: [],
};

export const MAX_CALLS_MIN = 1;
export const MAX_CALLS_MAX = 10;

// The form's sentences, word for word; the last one is the server's own sentence, checked here too so it shows at once.
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const PASSWORDS_MUST_MATCH = 'Password and confirm password must match';
export const MAX_CALLS_RANGE = 'Max concurrent calls must be between 1 and 10';

export const ROLE_OPTIONS: ReadonlyArray<{ value: AgentRole; label: string }> = [
  { value: 'agent', label: 'Agent' },
  { value: 'admin', label: 'Admin' },
  { value: 'superadmin', label: 'SuperAdmin' },
];

export const STATUS_OPTIONS: ReadonlyArray<{ value: AgentStatus; label: string }> = [
  { value: 'offline', label: 'Offline' },
  { value: 'online', label: 'Online' },
  { value: 'away', label: 'Away' },
];

/** Editing pre-fills every field from the agent, with blank passwords. */
export function formFromAgent(agent: Agent): AgentForm {
  return {
    firstName: agent.firstName ?? '',
    lastName: agent.lastName ?? '',
    email: agent.email ?? '',
    phone: agent.phone ?? '',
    extension: agent.extension ?? '',
    role: asRole(agent.role),
    status: asStatus(agent.status),
    password: '',
    confirmPassword: '',
    maxConcurrentCalls: String(agent.maxConcurrentCalls ?? 1),
    autoAnswer: Boolean(agent.autoAnswer),
    campaignIds: [...(agent.campaignIds ?? [])],
  };
}

/** The first failing check's sentence, or null. Editing skips the password check. */
export function validateAgentForm(form: AgentForm, creating: boolean): string | null {
  if (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim()) return REQUIRED_FIELDS;
  if (creating && (!form.password || form.password !== form.confirmPassword)) return PASSWORDS_MUST_MATCH;
  const calls = Number(form.maxConcurrentCalls);
  if (!Number.isInteger(calls) || calls < MAX_CALLS_MIN || calls > MAX_CALLS_MAX) return MAX_CALLS_RANGE;
  return null;
}

export function toAgentPayload(form: AgentForm): AgentPayload {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const payload: AgentPayload = {
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: form.email.trim(),
    phone: form.phone.trim(),
    extension: form.extension.trim(),
    role: form.role,
    status: form.status,
    maxConcurrentCalls: Number(form.maxConcurrentCalls),
    autoAnswer: form.autoAnswer,
    organizationId: 1,
  };
  // A password only if one was typed.
  if (form.password) payload.password = form.password;
  return payload;
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((id, index) => id === sorted[index]);
}

function asRole(role: string): AgentRole {
  const lower = role?.toLowerCase();
  return lower === 'admin' || lower === 'superadmin' ? lower : 'agent';
}

function asStatus(status: string): AgentStatus {
  const lower = status?.toLowerCase();
  return lower === 'online' || lower === 'away' ? lower : 'offline';
}
