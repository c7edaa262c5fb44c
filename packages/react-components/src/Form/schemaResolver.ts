import { fieldErrors } from '@earshot/validators';
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';

/** What a validators' schema's `safeParse` answers. */
export type SchemaCheck<TSubmitted> =
  | { success: true; data: TSubmitted }
  | { success: false; error: Parameters<typeof fieldErrors>[0] };

/**
 * A react-hook-form resolver from a check of the form's values with a validators' schema, e.g.
 * `(values) => audiencePayloadSchema.safeParse(audiencePayload(values))`. Each error's message is a
 * validation message key at the problem's dotted path; `fieldOf` places a path of what was checked in
 * the form (a problem of the whole value has the path `root`).
 */
export function schemaResolver<TValues extends FieldValues, TSubmitted>(
  check: (values: TValues) => SchemaCheck<TSubmitted>,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<TValues, unknown, TSubmitted> {
  return async (values) => {
    const result = check(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TValues> = {};
    for (const [path, key] of Object.entries(fieldErrors(result.error))) {
      set(errors, fieldOf(path), { type: 'validate', message: key });
    }
    return { values: {}, errors };
  };
}
