// The one way a screen loads what it shows: the newest request wins (an older one is aborted, and an answer that
// still arrives for it is dropped), a failure is kept beside the last good answer so the screen can say so and
// offer a retry, and useLiveLoad loads again on the live events the screen names.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { LiveEventType, LiveStatus } from './live-events';
import { useLiveRefresh, type LiveRefreshOptions } from './use-live-refresh';

/** Fetches the value; `signal` aborts it when a newer request replaces it or the screen goes away. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface LoadOptions {
  /** When the inputs change, keep showing the old value until the new one comes (a range's figures); else null. */
  keepOnChange?: boolean;
  /** Names what failed in the console warning ("Loading the overview failed"); no warning when left out. */
  what?: string;
}

export interface Loaded<T> {
  /** The newest answer; null before the first (and, without keepOnChange, after the inputs changed). */
  value: T | null;
  /** A request is under way. */
  loading: boolean;
  /** The last request failed; `value` (if any) is the last good answer. */
  failed: boolean;
  /** What the failed request threw (null when it did not fail), for the screen's sentence. */
  error: unknown;
  /** Asks again; what is shown stays until the answer comes. */
  reload: () => void;
}

interface LoadState<T> {
  value: T | null;
  loading: boolean;
  failed: boolean;
  error: unknown;
}

/**
 * Loads with `load` now and whenever `deps` change; `load` null asks for nothing (its inputs are not there yet).
 * `load` may change on every render: the one of the latest render is used.
 */
export function useLoad<T>(load: Loader<T> | null, deps: DependencyList, options: LoadOptions = {}): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ value: null, loading: load !== null, failed: false, error: null });
  const latest = useRef({ load, what: options.what });
  latest.current = { load, what: options.what };
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    const current = latest.current.load;
    if (!current) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    current(controller.signal).then(
      (value) => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setState({ value, loading: false, failed: false, error: null });
      },
      (error: unknown) => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        if (latest.current.what) console.warn(`Loading the ${latest.current.what} failed`, error);
        setState((s) => ({ value: s.value, loading: false, failed: true, error }));
      },
    );
  }, []);

  const keepOnChange = options.keepOnChange ?? false;
  useEffect(() => {
    // Another input's answer (or failure) is not this one's.
    if (!keepOnChange) setState({ value: null, loading: false, failed: false, error: null });
    reload();
    return () => {
      inFlight.current?.abort();
      inFlight.current = null;
    };
    // `deps` are the caller's inputs of `load`, which is read from `latest`.
  }, deps);

  return { ...state, reload };
}

/** useLoad, loaded again on the live events of `types` (useLiveRefresh: batched, polling while the stream is down). */
export function useLiveLoad<T, E extends LiveEventType>(
  types: readonly E[],
  load: Loader<T> | null,
  deps: DependencyList,
  options: LoadOptions & LiveRefreshOptions<E> = {},
): Loaded<T> & { live: LiveStatus } {
  const loaded = useLoad(load, deps, options);
  const live = useLiveRefresh(types, loaded.reload, options);
  return { ...loaded, live };
}
