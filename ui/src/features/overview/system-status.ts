import { api } from '../../lib/api-client';

export type CheckState = 'ok' | 'warning' | 'error' | 'off';

/** One line of System Status (GET /system/status). */
export interface StatusCheck {
  key: string;
  label: string;
  state: CheckState;
  sentence: string;
}

export interface SystemStatus {
  operational: boolean;
  sentence: string;
  checkedAt: string;
  checks: StatusCheck[];
}

export function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.get<SystemStatus>('/system/status', signal);
}
