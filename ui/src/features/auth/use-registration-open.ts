import { useEffect, useState } from 'react';
import { fetchRegistrationStatus } from './api';

/**
 * Whether the server takes trial registrations: null until it answered. If it cannot say, registration is
 * treated as open — the register page then shows whatever the server answers to the attempt.
 */
export function useRegistrationOpen(): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRegistrationStatus(controller.signal)
      .then((status) => setOpen(status.open !== false))
      .catch(() => {
        if (!controller.signal.aborted) setOpen(true);
      });
    return () => controller.abort();
  }, []);

  return open;
}
