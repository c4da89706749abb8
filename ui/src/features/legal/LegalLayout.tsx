import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, PhoneCall } from 'lucide-react';
import { usePageTitle } from '../../components/ui/PageHeader';

export interface LegalLayoutProps {
  title: string;
  /** e.g. "Last updated: …", under the title. */
  meta?: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A long document page: narrow measure, relaxed leading, public whether signed in or not. */
export function LegalLayout({ title, meta, intro, children }: LegalLayoutProps) {
  usePageTitle(title);
  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-3 px-6">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary-600 text-secondary-300">
            <PhoneCall className="size-4" aria-hidden="true" />
          </span>
          <span className="font-semibold text-slate-900">Dialer Dashboard</span>
          <BackLink />
        </div>
      </header>

      <main className="mx-auto max-w-3xl px-6 py-10">
        <article className="rounded-xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {meta && <p className="mt-2 text-sm text-slate-500">{meta}</p>}
          <div className="mt-6 space-y-4 text-[0.95rem] leading-7 text-slate-700">{intro}</div>
          <div className="mt-8 space-y-8">{children}</div>
        </article>
        <nav aria-label="Legal" className="mt-6 flex justify-center gap-6 text-sm text-slate-600">
          <Link className="hover:text-primary-700 hover:underline" to="/terms">
            Terms of Service
          </Link>
          <Link className="hover:text-primary-700 hover:underline" to="/privacy">
            Privacy Policy
          </Link>
        </nav>
      </main>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-[0.95rem] leading-7 text-slate-700">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-6 marker:text-primary-500">{children}</ul>;
}

// Opened from the register form these pages sit in a new tab with nothing to go back to: go home instead.
function BackLink() {
  const navigate = useNavigate();
  const state: unknown = window.history.state;
  const canGoBack = typeof state === 'object' && state !== null && ((state as { idx?: number }).idx ?? 0) > 0;
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link
      to="/"
      onClick={goBack}
      className="ml-auto inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Link>
  );
}
