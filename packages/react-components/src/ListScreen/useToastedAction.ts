import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/**
 * Returns a function running a change on the server, e.g. a delete, that says in a toast whether it
 * worked: `success` once it has, or `failure` of the error's message. It never throws.
 */
export function useToastedAction() {
  const { toasts } = usePlatform();
  return async (action: () => Promise<unknown>, success: string, failure: (message: string) => string) => {
    try {
      await action();
      toasts.notify({ kind: 'success', message: success });
    } catch (error) {
      toasts.notify({ kind: 'error', message: failure((error as Error).message) });
    }
  };
}
