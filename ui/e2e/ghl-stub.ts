// A stand-in for the GoHighLevel API (the real one is out of reach from the tests): the two calls the server
// makes, answered for the accounts a test adds, with every request recorded so tests can check what was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GhlContact {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  companyName?: string;
}

/** One API key with the location it may read, and that location's contacts. */
export interface GhlAccount {
  apiKey: string;
  locationId: string;
  locationName: string;
  contacts?: GhlContact[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
}

export interface GhlStub {
  /** http://127.0.0.1:<port>, for --ghl-base-url. */
  url: string;
  addAccount: (account: GhlAccount) => void;
  /** Every request so far, oldest first. */
  requests: RecordedRequest[];
  /** The requests that named this location (in the path or the body). */
  requestsFor: (locationId: string) => RecordedRequest[];
  stop: () => Promise<void>;
}

interface SearchBody {
  locationId?: unknown;
  page?: unknown;
  pageLimit?: unknown;
}

export async function startGhlStub(): Promise<GhlStub> {
  const accounts: GhlAccount[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const path = (request.url ?? '/').split('?')[0]!;
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      answer(request, response, path, body);
    });
  });

  function answer(request: IncomingMessage, response: ServerResponse, path: string, body: unknown) {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    // Like GoHighLevel: the key is checked first, then whether it may see the location.
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const keyAccounts = accounts.filter((account) => account.apiKey === key);
    if (keyAccounts.length === 0) return send(401, { statusCode: 401, message: 'Invalid JWT' });

    const location = /^\/locations\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && location) {
      const account = keyAccounts.find((candidate) => candidate.locationId === decodeURIComponent(location[1]!));
      if (!account) return send(404, { statusCode: 404, message: 'Location not found' });
      return send(200, {
        location: { id: account.locationId, name: account.locationName, timezone: 'America/New_York' },
      });
    }

    if (request.method === 'POST' && path === '/contacts/search') {
      const search = (body ?? {}) as SearchBody;
      const account = keyAccounts.find((candidate) => candidate.locationId === search.locationId);
      if (!account) return send(404, { statusCode: 404, message: 'Location not found' });
      const page = typeof search.page === 'number' && search.page > 0 ? search.page : 1;
      const pageLimit = typeof search.pageLimit === 'number' && search.pageLimit > 0 ? search.pageLimit : 20;
      const contacts = account.contacts ?? [];
      return send(200, {
        contacts: contacts.slice((page - 1) * pageLimit, page * pageLimit),
        total: contacts.length,
      });
    }

    return send(404, { statusCode: 404, message: `No route for ${request.method} ${path}` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    addAccount: (account) => accounts.push(account),
    requests,
    requestsFor: (locationId) =>
      requests.filter(
        (recorded) =>
          recorded.path === `/locations/${locationId}` ||
          (recorded.body as SearchBody | undefined)?.locationId === locationId,
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
