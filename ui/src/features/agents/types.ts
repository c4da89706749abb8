import type { AgentMetrics } from '../../entities/agents/types';

export type AgentRole = 'agent' | 'admin' | 'superadmin';
export type AgentStatus = 'offline' | 'online' | 'away';

/**
 * The body of POST and PUT /mayor/agents: the form's payload (name, email, phone, role, organizationId, password
 * only if typed) plus the form's other fields, which this server keeps.
 */
export interface AgentPayload {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  extension: string;
  role: AgentRole;
  status: AgentStatus;
  maxConcurrentCalls: number;
  autoAnswer: boolean;
  /** Fixed at 1; the server ignores it and uses the caller's organization. */
  organizationId: 1;
  password?: string;
}

export type EmailKind = 'welcome' | 'password_reset';

/** One outbox entry from GET /mayor/agents/{id}/email-history (newest first). */
export interface EmailHistoryEntry {
  id: number;
  kind: EmailKind | string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  /** Queued after a failed attempt: when it is tried again. */
  nextAttemptAt: string | null;
  /** Why the last attempt failed (for a failed e-mail, why it failed for good). */
  error: string | null;
}

export interface QueuedAnswer {
  status: string;
}

/** POST /mayor/agents/{id}/send-password-reset: the link is returned so an admin can hand it over. */
export interface PasswordResetAnswer extends QueuedAnswer {
  resetLink: string;
  expiresAt: string;
}

/** Who is looking at the screen: decides whether SuperAdmin is offered and which row is "you". */
export interface Viewer {
  id: number | null;
  role: string;
}

/** One agent's figures of GET /agents/metrics; an agent without calls or time at work in the range is absent. */
export type AgentFigures = AgentMetrics & { agentId: number };
