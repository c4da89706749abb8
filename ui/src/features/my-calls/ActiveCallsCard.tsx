import type { ReactNode } from 'react';
import { PhoneOff } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';

/** "Active Calls": the call going on or being wrapped up, or SPEC's "No active calls at the moment." */
export function ActiveCallsCard({ children }: { children: ReactNode | null }) {
  return (
    <Card role="region" aria-label="Active Calls">
      <CardHeader>
        <CardTitle className="text-lg">Active Calls</CardTitle>
      </CardHeader>
      {children ? (
        <CardContent className="space-y-5">{children}</CardContent>
      ) : (
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
            <PhoneOff className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm text-slate-600">No active calls at the moment.</p>
        </CardContent>
      )}
    </Card>
  );
}
