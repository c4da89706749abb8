// How the agent's campaign dials: GET /me/state names it for each workable campaign, the held lead for its own;
// preview's refusal of a campaign that dials by itself (409 not_preview, "The campaign Solar dials by itself
// (progressive): …") still teaches it when a campaign changed mode since the page loaded its state.
import { ApiError } from '../../lib/api-client';

/** `preview`, `progressive` or `power`; a mode the refusal did not name is `auto`. */
export type DialMode = string;

const MODE_IN_REFUSAL = /dials by itself \((\w+)\)/;

/** The mode a next-lead refusal names, when it is preview's "this campaign dials by itself"; null otherwise. */
export function modeRefusedByPreview(caught: unknown): DialMode | null {
  if (!(caught instanceof ApiError) || caught.code !== 'not_preview') return null;
  return MODE_IN_REFUSAL.exec(caught.serverMessage ?? '')?.[1] ?? 'auto';
}

export function dialsByItself(mode: DialMode | null | undefined): boolean {
  return mode !== null && mode !== undefined && mode !== 'preview';
}
