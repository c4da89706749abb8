import { useCallback, useEffect, useState } from 'react';
import { fetchAgentStates } from '../../entities/agents/api';
import type { AgentState } from '../../entities/agents/types';
import type { LiveStatus } from '../../lib/live-events';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { fetchAgentFigures } from './api';
import { agentError } from './store';
import type { AgentFigures } from './types';

/** While the event stream is down the states are polled this often. */
const STATES_POLL_MS = 10_000;
/** Talk and pause times grow between events, so today's figures are also fetched this often, stream or not. */
const FIGURES_EVERY_MS = 60_000;

export interface LiveBoardData {
  /** null until the first answer: the board shows that it is loading (or the error). */
  agents: AgentState[] | null;
  /** Today's figures by agent id; an agent without calls or time at work today is absent. */
  figures: ReadonlyMap<number, AgentFigures> | null;
  /** The server's sentence when the first load failed. */
  error: string | null;
  retry: () => void;
  live: LiveStatus;
}

/**
 * The admins' live board: every agent's state, following agent.state events (polled while the stream is down),
 * and today's figures, following call.changed and agent.state events and every minute.
 */
export function useLiveBoard(): LiveBoardData {
  const [agents, setAgents] = useState<AgentState[] | null>(null);
  const [figures, setFigures] = useState<ReadonlyMap<number, AgentFigures> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    Promise.all([fetchAgentStates(controller.signal), fetchTodaysFigures(controller.signal)])
      .then(([states, today]) => {
        setAgents(states);
        setFigures(today);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the live board failed', caught);
        setError(agentError(caught));
      });
    return () => controller.abort();
  }, [attempt]);

  // Later loads are quiet: a failed one keeps what the board shows until the next event or poll.
  const refreshStates = useCallback(() => quietly('agent states', async () => setAgents(await fetchAgentStates())), []);
  const refreshFigures = useCallback(() => quietly("today's figures", async () => setFigures(await fetchTodaysFigures())), []);

  const live = useLiveRefresh(['agent.state'], refreshStates, { fallbackMs: STATES_POLL_MS });
  useLiveRefresh(['call.changed', 'agent.state'], refreshFigures);
  useEffect(() => {
    const timer = window.setInterval(() => void refreshFigures(), FIGURES_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [refreshFigures]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { agents, figures, error: agents === null ? error : null, retry, live };
}

/** From the browser's local midnight to now, as the server counts an agent's day. */
async function fetchTodaysFigures(signal?: AbortSignal): Promise<ReadonlyMap<number, AgentFigures>> {
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const figures = await fetchAgentFigures(midnight, now, signal);
  return new Map(figures.map((agent) => [agent.agentId, agent]));
}

async function quietly(what: string, load: () => Promise<void>): Promise<void> {
  try {
    await load();
  } catch (caught) {
    console.warn(`Refreshing the ${what} failed`, caught);
  }
}
