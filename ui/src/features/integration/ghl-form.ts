import type { GhlConfig, GhlConfigPayload, GhlTestPayload } from './types';

/** The GoHighLevel form: the saved settings' fields, except that apiKey is only ever what the user typed. */
export type GhlForm = GhlConfig;

export type GhlSwitch = 'enabled' | 'syncLeads' | 'syncContacts' | 'autoCreateCampaigns';

export const EMPTY_GHL_FORM: GhlForm = {
  apiKey: '',
  locationId: '',
  enabled: false,
  syncLeads: false,
  syncContacts: false,
  autoCreateCampaigns: false,
};

/** The form for saved settings: the key field starts empty (its placeholder shows the mask). */
export function formFor(config: GhlConfig | undefined): GhlForm {
  if (!config) return EMPTY_GHL_FORM;
  const { locationId, enabled, syncLeads, syncContacts, autoCreateCampaigns } = config;
  return { apiKey: '', locationId, enabled, syncLeads, syncContacts, autoCreateCampaigns };
}

/** Leaves apiKey out unless one was typed, so the stored key is kept. */
export function savePayload(form: GhlForm): GhlConfigPayload {
  const payload: GhlConfigPayload = {
    locationId: form.locationId.trim(),
    enabled: form.enabled,
    syncLeads: form.syncLeads,
    syncContacts: form.syncContacts,
    autoCreateCampaigns: form.autoCreateCampaigns,
  };
  const apiKey = form.apiKey.trim();
  if (apiKey) payload.apiKey = apiKey;
  return payload;
}

/** Tests what is in the form; the server uses the stored value for what is left out. */
export function testPayload(form: GhlForm): GhlTestPayload {
  const payload: GhlTestPayload = {};
  const apiKey = form.apiKey.trim();
  const locationId = form.locationId.trim();
  if (apiKey) payload.apiKey = apiKey;
  if (locationId) payload.locationId = locationId;
  return payload;
}

export function isDirty(form: GhlForm, saved: GhlForm): boolean {
  return (Object.keys(saved) as Array<keyof GhlForm>).some((key) =>
    typeof form[key] === 'string' ? String(form[key]).trim() !== String(saved[key]).trim() : form[key] !== saved[key],
  );
}
