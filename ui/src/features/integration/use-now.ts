import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`, so "5 minutes ago" keeps telling the truth while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
