import i18next from 'i18next';
import { ApiRequestError, getApiBaseUrl, serverError, useSessionStore } from '@lms/shared';

/** How far an upload is: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a multipart form to the API with XMLHttpRequest, whose upload events tell how far it is
 * (fetch has none over HTTP/1.1). Same contract as the API client: the token and language go
 * along, an answer outside 2xx rejects with the server's message as an `ApiRequestError`.
 */
export function uploadForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${getApiBaseUrl()}/${path}`);
    const { token } = useSessionStore.getState();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', i18next.language?.startsWith('en') ? 'en' : 'tr');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(serverError());
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) useSessionStore.getState().clearSession();
      reject(
        body && typeof body.message === 'string'
          ? new ApiRequestError(body, xhr.status)
          : serverError(),
      );
    };
    xhr.send(form);
  });
}
