import { Component, isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/Button';
import { LoadingScreen } from './LoadingScreen';

/**
 * A screen whose code is fetched when it is first opened (its own chunk, ui/build.mjs), so the first load
 * carries only the shell and the screen asked for.
 */
export function lazyPage<Module extends Record<Name, ComponentType<any>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    // The browser fetches a module once: calling this early only starts what rendering would ask for later.
    { preload: load },
  );
}

/** Starts fetching the code of a route's screen, when its element is a lazyPage. */
export function preloadElement(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const type: unknown = element.type;
  if (typeof type === 'object' && type !== null && 'preload' in type && typeof type.preload === 'function') {
    void (type.preload as () => Promise<unknown>)();
  }
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Around the routed screen: a loading state while its chunk arrives, and — when it cannot arrive (the server
 * was upgraded and the old chunk is gone, or the network dropped) — a sentence and a Reload button instead of
 * an empty page. `resetKey` (the path) clears the failure when the user goes elsewhere.
 */
export class ScreenBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.warn('A screen could not be shown', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <p className="font-semibold text-slate-900">This screen could not be loaded.</p>
          <p className="text-sm text-slate-600">
            The dashboard may have been updated, or the connection dropped. Reload to get the latest version.
          </p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reload
          </Button>
        </div>
      );
    }
    return <Suspense fallback={<LoadingScreen />}>{this.props.children}</Suspense>;
  }
}
