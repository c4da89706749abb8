// Durations as figures are read at a glance: "1h 05m", "4m 12s", "38s"; "—" when there is nothing to measure.

const pad = (n: number) => String(n).padStart(2, '0');

export function spokenDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}h ${pad(m)}m`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}
