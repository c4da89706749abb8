// The SharedWorker that holds the browser's one live stream and passes it on to every tab (lib/live-events.ts).
// One stream per browser, not per tab: a browser allows 6 HTTP/1.1 connections per host, shared by all its tabs,
// so a stream in each of 6 tabs would leave every other request of every tab waiting.
// Built by ui/build.mjs as its own bundle; the tabs learn its hashed URL at build time.
import { createLiveConnection } from './live-connection';
import type { TabMessage, WorkerMessage } from './live-events-protocol';

// The DOM typings describe a window; only the one worker event used here is declared.
const scope = globalThis as unknown as {
  addEventListener: (type: 'connect', listener: (event: MessageEvent) => void) => void;
};

const tabs = new Set<MessagePort>();

function broadcast(message: WorkerMessage) {
  for (const port of tabs) port.postMessage(message);
}

const connection = createLiveConnection(broadcast);

scope.addEventListener('connect', (event) => {
  const port = event.ports[0];
  if (!port) return;
  tabs.add(port);
  port.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.kind === 'token') {
      // localStorage is shared by the tabs, so the newest report is the browser's token.
      connection.setToken(data.token);
    } else if (data.kind === 'bye') {
      tabs.delete(port);
      port.close();
      // The browser ends the worker once no page holds it, but may take its time: no stream for nobody meanwhile.
      if (tabs.size === 0) connection.setToken(null);
    }
  };
  const hello: WorkerMessage = { kind: 'status', status: connection.status() };
  port.postMessage(hello);
});
