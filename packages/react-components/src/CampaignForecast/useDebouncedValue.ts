import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (by its JSON) for `delay` milliseconds; the first value at
 * once, so a screen opened on a complete value does not wait.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value`, whose identity changes on every render of a form.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}
