import { LoaderCircle } from 'lucide-react';

/** Shown while the saved session is read. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-full items-center justify-center gap-2 text-slate-600">
      <LoaderCircle className="size-5 animate-spin text-primary-600" aria-hidden="true" />
      <span className="text-sm font-medium">Loading</span>
    </div>
  );
}
