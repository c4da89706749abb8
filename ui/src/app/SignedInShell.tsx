import { CircleUser, LogOut, PhoneCall } from 'lucide-react';
import { Button } from '../components/ui/Button';
import { useSession } from '../features/auth/store';
import type { SessionUser } from '../features/auth/types';

// Interim frame for a signed-in user until the top bar, drawer and routes of spec §2 land:
// it already shows who is signed in and lets them sign out, so nobody is stranded.
export function SignedInShell({ user }: { user: SessionUser }) {
  const signOut = useSession((state) => state.signOut);
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex h-16 items-center gap-3 bg-primary-700 px-6 text-white shadow">
        <PhoneCall className="size-5 text-secondary-300" aria-hidden="true" />
        <span className="text-lg font-semibold">Dialer Dashboard</span>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="hidden sm:inline">{user.name || user.email}</span>
          <span className="rounded bg-primary-800 px-2 py-0.5 text-xs font-semibold tracking-wide">
            {user.role.toUpperCase()}
          </span>
          <CircleUser className="size-6" aria-hidden="true" />
          <Button variant="ghost" size="sm" className="text-white hover:bg-primary-600" onClick={signOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>
      <main className="flex-1 p-6" />
    </div>
  );
}
