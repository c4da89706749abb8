import type { SelectOption } from '../../components/ui/SelectField';

// The zones US call centres call into most, first; then every zone the browser knows (the IANA names the server
// checks against its own zoneinfo).
const US_ZONES: ReadonlyArray<readonly [string, string]> = [
  ['America/New_York', 'Eastern'],
  ['America/Chicago', 'Central'],
  ['America/Denver', 'Mountain'],
  ['America/Phoenix', 'Arizona'],
  ['America/Los_Angeles', 'Pacific'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
  ['America/Puerto_Rico', 'Atlantic'],
];

export const AUTOMATIC_TIME_ZONE_LABEL = 'Automatic (from address or phone)';

function browserZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** "Automatic", the US zones, then the rest; a stored zone the browser does not list is kept as an option. */
export function timeZoneOptions(current: string): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: AUTOMATIC_TIME_ZONE_LABEL }];
  const listed = new Set<string>();
  for (const [zone, name] of US_ZONES) {
    options.push({ value: zone, label: `${name} — ${zone.replace(/_/g, ' ')}` });
    listed.add(zone);
  }
  for (const zone of browserZones()) {
    if (listed.has(zone)) continue;
    options.push({ value: zone, label: zone.replace(/_/g, ' ') });
    listed.add(zone);
  }
  if (current && !listed.has(current)) options.push({ value: current, label: current.replace(/_/g, ' ') });
  return options;
}
