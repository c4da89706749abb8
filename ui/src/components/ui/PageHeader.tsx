import { useEffect, type ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** A small state beside the title (e.g. the live-updates indicator). */
  titleAside?: ReactNode;
  description?: string;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

/** The h1 and one-line description every screen inside the shell starts with; it also names the browser tab. */
export function PageHeader({ title, titleAside, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {titleAside}
        </div>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** "Leads Management — Dialer Dashboard" in the tab and the history, while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title && title !== 'Dialer Dashboard' ? `${title} — Dialer Dashboard` : 'Dialer Dashboard';
    return () => {
      document.title = 'Dialer Dashboard';
    };
  }, [title]);
}
