import { useCallback, useState } from 'react';

/**
 * A value the caller may control (`value` + `onChange`) or leave to the component (`defaultValue`),
 * as React Aria's controlled props work.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: () => T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : internal, set];
}
