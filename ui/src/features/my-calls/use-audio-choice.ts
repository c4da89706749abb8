// How the agent hears its calls — this browser or its phone — kept in this browser between visits: an agent who
// works by phone (docs/dialer.md, "Progressive and power dialing") should not pick it again every morning.
import { useCallback, useState } from 'react';
import type { CallAudio } from '../../entities/calls/types';

const KEY = 'agentAudio';

function saved(): CallAudio {
  try {
    return localStorage.getItem(KEY) === 'phone' ? 'phone' : 'browser';
  } catch {
    return 'browser';  // storage unavailable: the default
  }
}

export function useAudioChoice(): [CallAudio, (audio: CallAudio) => void] {
  const [audio, setAudio] = useState<CallAudio>(saved);
  const choose = useCallback((next: CallAudio) => {
    setAudio(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode or full storage: the choice lasts for this visit only.
    }
  }, []);
  return [audio, choose];
}
