// The agent's upcoming callbacks, kept fresh: a disposition or a state change may add or take one, and a minute's
// wait may make one overdue.
import { fetchMyCallbacks } from './api';
import type { ScheduledCallback } from './types';
import { useKeptFresh } from './use-kept-fresh';

export function useMyCallbacks(): { callbacks: ScheduledCallback[] | null; error: string | null; reload: () => void } {
  const { value, error, reload } = useKeptFresh(fetchMyCallbacks, 'Your callbacks could not be loaded.');
  return { callbacks: value, error, reload };
}
