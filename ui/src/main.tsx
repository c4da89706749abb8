import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { useSession } from './entities/session/store';
import { setUnauthorizedHandler } from './lib/api-client';

// Design: a 401 anywhere signs the user out. lib/ cannot import the store, so the link is made here.
setUnauthorizedHandler((rejectedToken) => useSession.getState().expire(rejectedToken));

preloadScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
