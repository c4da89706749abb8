import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('space-y-1.5 px-6 pt-6', className)} {...rest} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the page outline; a card that is the whole page uses h1. */
  as?: 'h1' | 'h2' | 'h3';
}

export function CardTitle({ as: Heading = 'h2', className, children, ...rest }: CardTitleProps) {
  return (
    <Heading className={cn('text-xl font-semibold tracking-tight text-slate-900', className)} {...rest}>
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-500', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-6 py-6', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('border-t border-slate-100 px-6 py-4', className)} {...rest} />;
}
