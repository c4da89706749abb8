// Many requests for one refresh become one: the first schedules it `delayMs` later and the ones until then
// ride along (an import or a sync sends bursts of events); a request while the refresh runs schedules one
// more after it. A hidden tab has nobody to show fresh data to: it refreshes once when it is shown again.

export interface BatchedRefresh {
  request: () => void;
  dispose: () => void;
}

export function batchedRefresh(run: () => unknown, delayMs: number): BatchedRefresh {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let missedWhileHidden = false;
  let disposed = false;

  function request() {
    if (disposed) return;
    if (document.hidden) {
      missedWhileHidden = true;
      return;
    }
    if (running) {
      again = true;
      return;
    }
    timer ??= setTimeout(() => void fire(), delayMs);
  }

  async function fire() {
    timer = null;
    running = true;
    try {
      await run();
    } catch (error) {
      console.warn('Refreshing after live events failed', error);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      request();
    }
  }

  function onVisibilityChange() {
    if (document.hidden || !missedWhileHidden) return;
    missedWhileHidden = false;
    request();
  }
  document.addEventListener('visibilitychange', onVisibilityChange);

  return {
    request,
    dispose: () => {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
