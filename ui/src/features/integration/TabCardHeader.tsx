import type { ReactNode } from 'react';
import { CardDescription, CardTitle } from '../../components/ui/Card';

export interface TabCardHeaderProps {
  title: string;
  description: string;
  action: ReactNode;
}

/** The top of a tab's table card: title and description on the left, the card's main action on the right. */
export function TabCardHeader({ title, description, action }: TabCardHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-4 px-5 py-4">
      <div className="min-w-0 flex-1">
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}
