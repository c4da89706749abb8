import { fetchPhoneNumbers } from '../../entities/phone-numbers/api';
import { api } from '../../lib/api-client';
import type {
  Cadence,
  CadencePayload,
  Enrollment,
  EnrollmentAction,
  EnrollmentStatus,
  EnrollmentsPage,
  MessageTemplate,
  SmsNumber,
  TemplatePayload,
} from './types';

export async function fetchTemplates(): Promise<MessageTemplate[]> {
  return (await api.get<{ templates: MessageTemplate[] }>('/message-templates')).templates;
}

export function createTemplate(payload: TemplatePayload): Promise<MessageTemplate> {
  return api.post<MessageTemplate>('/message-templates', payload);
}

export function updateTemplate(id: number, payload: TemplatePayload): Promise<MessageTemplate> {
  return api.put<MessageTemplate>(`/message-templates/${id}`, payload);
}

export function deleteTemplate(id: number): Promise<void> {
  return api.delete<void>(`/message-templates/${id}`);
}

/** The cadences; with `archived` the archived ones are asked for too. */
export async function fetchCadences(archived = false): Promise<Cadence[]> {
  return (await api.get<{ cadences: Cadence[] }>(archived ? '/cadences?archived=true' : '/cadences')).cadences;
}

export function createCadence(payload: CadencePayload): Promise<Cadence> {
  return api.post<Cadence>('/cadences', payload);
}

export function updateCadence(id: number, payload: CadencePayload): Promise<Cadence> {
  return api.put<Cadence>(`/cadences/${id}`, payload);
}

export function changeCadenceStatus(id: number, action: 'activate' | 'pause' | 'archive'): Promise<Cadence> {
  return api.post<Cadence>(`/cadences/${id}/${action}`);
}

export function fetchEnrollments(
  cadenceId: number,
  status: EnrollmentStatus | 'all',
  page: number,
  pageSize: number,
): Promise<EnrollmentsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status !== 'all') params.set('status', status);
  return api.get<EnrollmentsPage>(`/cadences/${cadenceId}/enrollments?${params}`);
}

export function changeEnrollment(cadenceId: number, enrollmentId: number, action: EnrollmentAction): Promise<Enrollment> {
  return api.post<Enrollment>(`/cadences/${cadenceId}/enrollments/${enrollmentId}/${action}`);
}

/** The synced Twilio numbers that can send texts: the choices for "Texts come from". */
export async function fetchSmsNumbers(): Promise<SmsNumber[]> {
  const { numbers } = await fetchPhoneNumbers();
  return numbers.filter((n) => n.sms).map(({ phoneNumber, friendlyName }) => ({ phoneNumber, friendlyName }));
}
