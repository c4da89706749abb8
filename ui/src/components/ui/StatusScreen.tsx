import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { Card, CardContent } from './Card';
import { usePageTitle } from './PageHeader';

/** A centred card for "you cannot be here" answers inside the shell, with a way on (home, unless said). */
export interface StatusScreenProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}

const HOME = { to: '/', label: 'Go to your dashboard' };

export function StatusScreen({ icon: Icon, title, children, action = HOME }: StatusScreenProps) {
  usePageTitle(title);
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="text-sm text-balance text-slate-600">{children}</div>
        <ButtonLink to={action.to}>{action.label}</ButtonLink>
      </CardContent>
    </Card>
  );
}
