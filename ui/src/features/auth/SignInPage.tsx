import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LogIn, PhoneCall } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input, Label } from '../../components/ui/Input';
import { errorMessage } from '../../lib/api-client';
import { login } from './api';
import { useSession } from './store';

// Spec §8: the server's message, or this when there is none.
const LOGIN_FAILED = 'Login failed';

export function SignInPage() {
  const signIn = useSession((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token, user } = await login({ email: email.trim(), password });
      if (!token || !user) throw new Error(LOGIN_FAILED);
      signIn(token, user);
    } catch (caught) {
      setError(errorMessage(caught, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-primary-50 via-white to-secondary-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-600 text-secondary-300 shadow-md shadow-primary-600/30">
            <PhoneCall className="size-6" aria-hidden="true" />
          </span>
          <p className="text-xs font-semibold tracking-[0.2em] text-primary-700 uppercase">Enterprise Dialer</p>
        </div>

        <Card className="shadow-lg shadow-slate-900/5">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              Dialer Dashboard
            </CardTitle>
            <CardDescription>Sign in to your account</CardDescription>
          </CardHeader>

          <CardContent className="space-y-5 pt-5">
            {/* role="alert" announces the message when it appears; nothing takes space until then. */}
            {error && <Alert tone="error">{error}</Alert>}

            <form className="space-y-4" onSubmit={handleSubmit}>
              <div className="space-y-1.5">
                <Label htmlFor="signin-email">Email address</Label>
                <Input
                  id="signin-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  required
                  autoFocus
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="signin-password">Password</Label>
                <Input
                  id="signin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="w-full" busy={busy}>
                {!busy && <LogIn className="size-4" aria-hidden="true" />}
                {busy ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </CardContent>

          <CardFooter className="text-center text-sm text-slate-600">
            Don&apos;t have an account?{' '}
            <Link
              to="/register?trial=true"
              className="font-semibold text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline"
            >
              Start Free Trial
            </Link>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
