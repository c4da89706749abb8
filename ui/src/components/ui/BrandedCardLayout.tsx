import type { ReactNode } from 'react';
import { PhoneCall } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { Card, CardDescription, CardHeader, CardTitle } from './Card';
import { usePageTitle } from './PageHeader';

export interface BrandedCardLayoutProps {
  /** The page's h1, at the top of the card. */
  title: string;
  description: ReactNode;
  /** A wider card, for a long form (registration). */
  wide?: boolean;
  /** The rest of the card: its CardContent and CardFooter. */
  children: ReactNode;
}

/**
 * The frame of a signed-out page (sign-in, registration, /reset-password): the brand mark on the theme gradient
 * and one card in the middle with the page's title.
 */
export function BrandedCardLayout({ title, description, wide = false, children }: BrandedCardLayoutProps) {
  usePageTitle(title);
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-primary-50 via-white to-secondary-50 px-4 py-12">
      <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-600 text-secondary-300 shadow-md shadow-primary-600/30">
            <PhoneCall className="size-6" aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold tracking-[0.2em] text-primary-700 uppercase">Enterprise Dialer</p>
        </div>
        <Card className="shadow-lg shadow-slate-900/5">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children}
        </Card>
      </div>
    </main>
  );
}

/** Links in the text of these cards, in the theme's colour. */
export const cardLinkClass = 'font-semibold text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline';
