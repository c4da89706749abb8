import { useSession } from '../entities/session/store';
import { SignInPage } from '../features/auth/SignInPage';
import { LoadingScreen } from './LoadingScreen';
import { ShellLayout } from './shell/ShellLayout';

/** Loading, then the sign-in page or the signed-in frame around the current route. */
export function AppShell() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !user) return <SignInPage />;
  return <ShellLayout user={user} />;
}
