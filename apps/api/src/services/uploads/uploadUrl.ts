import { SANDBOX_UPLOAD_PATH } from './sandboxPolicy.ts';

/** The address the sandbox serves the file stored under `key` at. */
export function sandboxFileUrl(publicBaseUrl: string, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return `${publicBaseUrl.replace(/\/+$/, '')}${SANDBOX_UPLOAD_PATH}/${path}`;
}
