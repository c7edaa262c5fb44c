import { ApiError } from '@earshot/sdk-core';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Where a form shows the server's problem with one field: one of its fields, or a `root.…` entry of its own. */
export type ProblemPlace<TValues extends FieldValues> = FieldPath<TValues> | `root.${string}`;

/**
 * Puts the server's field problems of a failed request (an {@link ApiError}'s `fields`, validation
 * message keys by dotted path) on the form's fields; `fieldOf` names the field for a path, or
 * `undefined` for one the form does not have. Whether any problem found a field.
 */
export function placeServerProblems<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (path: string) => ProblemPlace<TValues> | undefined = (path) => path as FieldPath<TValues>,
): boolean {
  let placed = false;
  for (const [path, key] of Object.entries(error instanceof ApiError ? error.fields : {})) {
    const place = fieldOf(path);
    if (place === undefined) continue;
    setError(place, { message: key });
    placed = true;
  }
  return placed;
}
