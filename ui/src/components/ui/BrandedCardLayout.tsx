import type { ReactNode } from 'react';
import { PhoneCall } from 'lucide-react';
import { cn } from '../../lib/class-names';

/**
 * The frame of a signed-out page: brand mark on the theme gradient with a card in the middle. Same look as the
 * sign-in and registration pages, for public pages outside the auth feature (e.g. /reset-password).
 */
export function BrandedCardLayout({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-primary-50 via-white to-secondary-50 px-4 py-12">
      <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-600 text-secondary-300 shadow-md shadow-primary-600/30">
            <PhoneCall className="size-6" aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold tracking-[0.2em] text-primary-700 uppercase">Enterprise Dialer</p>
        </div>
        {children}
      </div>
    </main>
  );
}
