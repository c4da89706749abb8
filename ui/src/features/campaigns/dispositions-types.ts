import type { Disposition } from '../../entities/dispositions/types';

export type DispositionPayload = Partial<Omit<Disposition, 'id' | 'code' | 'system' | 'createdAt' | 'updatedAt'>>;

export type DispositionFlag = 'contact' | 'conversion' | 'callback' | 'doNotCall' | 'final' | 'machine';

/** Each flag, as the form and the table name it. */
export const FLAGS: readonly { key: DispositionFlag; label: string; hint: string }[] = [
  { key: 'contact', label: 'Contact', hint: 'The lead was reached' },
  { key: 'conversion', label: 'Conversion', hint: "The campaign's goal was met" },
  { key: 'callback', label: 'Callback', hint: 'Asks the agent for a callback time' },
  { key: 'doNotCall', label: 'Do not call', hint: "Puts the lead's number on the do-not-call list" },
  { key: 'final', label: 'Final', hint: 'The lead is not called again in the campaign' },
  { key: 'machine', label: 'Answering machine', hint: 'What answering-machine detection gives a call' },
];
