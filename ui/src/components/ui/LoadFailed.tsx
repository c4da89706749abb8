import { Button } from './Button';

export interface LoadFailedProps {
  /** "Failed to load the calling rules." */
  text: string;
  onRetry: () => void;
}

/** A screen's data did not load: the sentence and Try Again, where the data would be. */
export function LoadFailed({ text, onRetry }: LoadFailedProps) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" role="alert">
      {text}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
