import { api, ApiError, NetworkError, type ErrorEnvelope } from './api-client';
import { readToken } from './session-storage';

// Files to and from the API, where the JSON client does not fit: an upload with progress (XMLHttpRequest),
// a download as a Blob (the bearer token rules out a plain link). Errors come as the client's ApiError and
// NetworkError, so screens handle them the same way.

/** A 401 with a token: let the client's /auth/me notice the session ended, as any other request would. */
function reportRejectedToken(status: number, token: string | null): void {
  if (status === 401 && token) api.get('/auth/me').catch(() => undefined);
}

function parseEnvelope(text: string): ErrorEnvelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as ErrorEnvelope;
  } catch {
    // Not JSON: status and statusText are all there is.
  }
  return undefined;
}

function authorized(headers: Record<string, string>): { headers: Record<string, string>; token: string | null } {
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  return { headers, token };
}

async function checked(response: Response, token: string | null): Promise<Response> {
  if (!response.ok) {
    reportRejectedToken(response.status, token);
    throw new ApiError(response.status, response.statusText, parseEnvelope(await response.text()));
  }
  return response;
}

export interface FileUpload<T> {
  result: Promise<T>;
  abort: () => void;
}

/** POSTs the file as the request body; `onProgress` gets the bytes sent so far and the file size. */
export function uploadFile<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (sent: number, total: number) => void,
): FileUpload<T> {
  const xhr = new XMLHttpRequest();
  const token = readToken();
  const result = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.upload.onload = () => onProgress(file.size, file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reportRejectedToken(xhr.status, token);
      reject(new ApiError(xhr.status, xhr.statusText, parseEnvelope(xhr.responseText)));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('the upload failed')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(file);
  });
  return { result, abort: () => xhr.abort() };
}

/** POSTs the file and reads the JSON answer, without progress (a small file, or a quick look at one). */
export async function postFile<T>(url: string, file: Blob, contentType: string): Promise<T> {
  const { headers, token } = authorized({ Accept: 'application/json', 'Content-Type': contentType });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: file });
  } catch (error) {
    throw new NetworkError(error);
  }
  return (await (await checked(response, token)).json()) as T;
}

export interface FileDownload {
  blob: Blob;
  filename: string;
}

/** GETs a file; its name from Content-Disposition, else `fallbackName`. */
export async function downloadFile(url: string, fallbackName: string): Promise<FileDownload> {
  const { headers, token } = authorized({ Accept: 'text/csv' });
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  await checked(response, token);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}
