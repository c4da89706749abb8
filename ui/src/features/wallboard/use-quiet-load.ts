import { useCallback, useRef, useState } from 'react';

export interface QuietLoad<T> {
  /** null until the first answer. */
  value: T | null;
  /** The last load failed: `value` (if any) may be old. */
  failed: boolean;
  reload: () => Promise<void>;
}

/**
 * A value loaded again and again without fuss: a failed load keeps the value shown (and says so in `failed`), and
 * answers that arrive out of order never replace a newer one.
 */
export function useQuietLoad<T>(what: string, fetch: () => Promise<T>): QuietLoad<T> {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ fetch, asked: 0 });
  latest.current.fetch = fetch;

  const reload = useCallback(async () => {
    const asked = ++latest.current.asked;
    try {
      const answer = await latest.current.fetch();
      if (asked !== latest.current.asked) return;
      setValue(answer);
      setFailed(false);
    } catch (caught) {
      if (asked !== latest.current.asked) return;
      console.warn(`Loading the ${what} failed`, caught);
      setFailed(true);
    }
  }, [what]);

  return { value, failed, reload };
}
