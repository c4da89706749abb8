import { PhoneOff, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { OverviewFigures } from '../../entities/overview/types';

/**
 * Sellers must call with a copy of the national do-not-call registry at most 31 days old: while the last import is
 * older, or there has been none, the overview says so first, with the way to import one. Nothing while it is fresh.
 */
export function RegistryWarning({ registry }: { registry: OverviewFigures['doNotCallRegistry'] }) {
  if (!registry.stale) return null;
  const age =
    registry.ageDays === null
      ? 'No national registry extract has ever been imported into your do-not-call list.'
      : `The last import into your do-not-call list was ${registry.ageDays} days ago.`;
  return (
    <section
      aria-labelledby="registry-warning-title"
      data-testid="registry-warning"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 shadow-sm lg:col-span-3"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <TriangleAlert className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="registry-warning-title" className="font-semibold text-amber-950">
          Do-not-call registry import due
        </h2>
        <p className="text-sm text-amber-900">
          {age} Import a national registry extract at least every {registry.maxAgeDays} days.
        </p>
      </div>
      <ButtonLink to="/do-not-call" variant="outline">
        <PhoneOff className="size-4" aria-hidden="true" />
        Open Do Not Call
      </ButtonLink>
    </section>
  );
}
