import { Navigate } from 'react-router';
import { roleOf } from '../entities/session/session-user';
import { useSession } from '../entities/session/store';
import { NotAllowed } from './NotAllowed';
import { canOpen, homeRouteFor, type AppRoute } from './routes';

// Both render inside the signed-in shell, so a user is always there; '' matches no role if it is not.
function useRole(): string {
  const user = useSession((state) => state.user);
  return user ? roleOf(user) : '';
}

/** A route the role may not see shows the not-allowed screen in place, inside the shell. */
export function RoleGuard({ route }: { route: AppRoute }) {
  const role = useRole();
  return canOpen(route, role) ? route.element : <NotAllowed />;
}

/** "/" goes to /agents for admins and superadmins and to /mycalls for agents. */
export function HomeRedirect() {
  const home = homeRouteFor(useRole());
  return home ? <Navigate to={home} replace /> : <NotAllowed />;
}
