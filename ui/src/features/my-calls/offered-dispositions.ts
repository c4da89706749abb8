import type { Disposition } from '../../entities/dispositions/types';

/**
 * What an agent gives a call by hand: the active dispositions but the answering machine's (detection gives it) and
 * the system's ("Agent lost"), the do-not-call one apart (it gets its own button, away from the rest).
 */
export function offeredDispositions(all: Disposition[]): { outcomes: Disposition[]; doNotCall: Disposition | null } {
  const active = all.filter((d) => d.active && !d.machine && !d.system);
  return {
    outcomes: active.filter((d) => !d.doNotCall),
    doNotCall: active.find((d) => d.doNotCall) ?? null,
  };
}
