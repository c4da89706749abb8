import { useEffect } from 'react';
import { SignInPage } from '../features/auth/SignInPage';
import { useSession } from '../features/auth/store';
import { LoadingScreen } from './LoadingScreen';
import { SignedInShell } from './SignedInShell';

/** Spec §"App shell": loading, then the sign-in page or the signed-in frame, whatever the path. */
export function AppShell() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const load = useSession((state) => state.load);

  useEffect(() => {
    load();
  }, [load]);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !user) return <SignInPage />;
  return <SignedInShell user={user} />;
}
