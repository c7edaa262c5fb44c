/**
 * Shares one reading among the callers who ask at once, without giving any of them a reading older
 * than their call: each call resolves with the result of a `read` started after it was made. A call
 * made while no read is on its way starts one; calls made while one is on its way share the next,
 * which starts when that one has finished. So at most one read is on its way at a time, and a caller
 * waits for at most two.
 */
export function freshReading<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (current === reading) current = undefined;
    });
    current = reading;
    return reading;
  };

  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
