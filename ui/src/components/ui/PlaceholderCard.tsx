import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardTitle } from './Card';

export interface PlaceholderCardProps {
  title: string;
  icon: LucideIcon;
  /** The sentence saying what will appear here. */
  children: string;
}

/** A card standing in for content a later release fills in. */
export function PlaceholderCard({ title, icon: Icon, children }: PlaceholderCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <CardTitle as="h2" className="text-lg">
            {title}
          </CardTitle>
          <p className="text-sm text-slate-600">{children}</p>
        </div>
      </CardContent>
    </Card>
  );
}
