import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { LoadFailed } from '../../components/ui/LoadFailed';

export interface SideCardProps {
  /** The heading, also the region's name. */
  title: string;
  icon: LucideIcon;
  /** Why it could not be loaded (with Try Again); null when it could. */
  error: string | null;
  onRetry: () => void;
  /** Shown until the first answer, e.g. "Loading your figures…"; null once loaded. */
  loading: string | null;
  children: ReactNode;
}

/** A card of /mycalls' side column that loads by itself: its heading, then the failure, the wait or the content. */
export function SideCard({ title, icon: Icon, error, onRetry, loading, children }: SideCardProps) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader className="pt-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-slate-500" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 pt-3 pb-5">
        {error && <LoadFailed text={error} onRetry={onRetry} />}
        {!error && loading && <p className="text-sm text-slate-500">{loading}</p>}
        {children}
      </CardContent>
    </Card>
  );
}
