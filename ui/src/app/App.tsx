import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useSession } from '../entities/session/store';
import { RegisterPage } from '../features/auth/RegisterPage';
import { SignInPage } from '../features/auth/SignInPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';
import { UnsubscribePage } from '../features/unsubscribe/UnsubscribePage';
import { AppShell } from './AppShell';
import { HomeRedirect, RoleGuard } from './guards';
import { NotFound } from './NotFound';
import { PublicOnly } from './PublicOnly';
import { APP_ROUTES } from './routes';

// /register, /terms, /privacy, /reset-password and /unsubscribe are public; every other path goes to the app shell, which shows
// the sign-in page until someone signs in. /login is the sign-in page by name, for links and logout.
export function App() {
  const load = useSession((state) => state.load);
  useEffect(() => load(), [load]);

  return (
    <BrowserRouter>
      <Routes>
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route path="/register" element={<PublicOnly><RegisterPage /></PublicOnly>} />
        <Route path="/login" element={<PublicOnly><SignInPage /></PublicOnly>} />
        <Route element={<AppShell />}>
          <Route index element={<HomeRedirect />} />
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RoleGuard route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
