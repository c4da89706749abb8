import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../entities/session/store';
import { LoadingScreen } from './LoadingScreen';

/** Sign-in and registration make no sense while signed in: those go to their home route instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return children;
}
