import { type BaseSyntheticEvent, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useMessage } from '../i18n/useMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import type { LazyResolver } from './lazyResolver.ts';
import { type ProblemPlace, placeServerProblems } from './placeServerProblems.ts';

const doNothing = () => undefined;

/** Options of {@link useEntityForm}. */
export interface EntityFormOptions<TValues extends FieldValues, TSubmitted, TSaved> {
  /**
   * Checks the values with the validators' schema; each error's message is a validation message key.
   * A {@link LazyResolver} loads its checks at the first check, or when `preloadChecks` is called.
   */
  resolver: Resolver<TValues, unknown, TSubmitted> | LazyResolver<TValues, TSubmitted>;
  /** The values the form starts with, usually those of the saved entity. */
  defaultValues: DefaultValues<TValues>;
  /** Sends the checked values, e.g. with a create or update mutation, and answers what was saved. */
  save: (values: TSubmitted) => Promise<TSaved>;
  /** The form's problem when saving fails with no field to show it on, from the error's message. */
  failed: (message: string) => string;
  /**
   * The success toast's text.
   * @default no toast
   */
  savedMessage?: (saved: TSaved) => string;
  /**
   * The values the form holds once saved, so it is no longer dirty.
   * @default the values as they were typed
   */
  valuesOf?: (saved: TSaved) => TValues;
  /**
   * Called after the save, its toast and the form's new values, e.g. to close a dialog or navigate.
   * @default nothing
   */
  onSaved?: (saved: TSaved) => void | Promise<void>;
  /**
   * Where the server's problem with the field at a dotted `path` shows; `undefined` for a field the
   * form does not have.
   * @default the form field of the same path
   */
  fieldOf?: (path: string) => ProblemPlace<TValues> | undefined;
}

/** What {@link useEntityForm} answers. */
export interface EntityFormState<TValues extends FieldValues, TSubmitted> {
  /** The react-hook-form form, for the fields' `control`, `watch` and `setValue`. */
  form: UseFormReturn<TValues, unknown, TSubmitted>;
  /** The form's problem to show above the fields, or null. */
  problem: string | null;
  /** Shows a problem of the form that no field holds, or clears it with null. */
  setProblem: (problem: string | null) => void;
  /** The form's `onSubmit`: checks, saves, and shows the server's problems next to their fields. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form's `onFocus`: starts loading the checks of a {@link LazyResolver}, so they are there by the submit. */
  preloadChecks: () => void;
}

/**
 * The create/edit pattern of the package's forms: a react-hook-form form checked with a validators'
 * schema, whose submit saves the values, shows the success toast and resets the form to the saved
 * values. A failed save keeps what was typed: the server's field problems (validation message keys)
 * go next to their fields, any other failure shows as the form's problem. Checks that cannot run (a
 * {@link LazyResolver} whose code failed to load) save nothing and say so as the form's problem
 * (`form.checksUnavailable`); the next check loads them again.
 */
export function useEntityForm<TValues extends FieldValues, TSubmitted = TValues, TSaved = unknown>({
  resolver,
  defaultValues,
  save,
  failed,
  savedMessage,
  valuesOf,
  onSaved,
  fieldOf,
}: EntityFormOptions<TValues, TSubmitted, TSaved>): EntityFormState<TValues, TSubmitted> {
  const { toasts } = usePlatform();
  const t = useMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const unavailable = useRef({ shown: false, message: '' });
  unavailable.current.message = t('form.checksUnavailable');
  // Checks that could not run (a lazy resolver whose code failed to load, say offline) refuse the
  // values with the form's problem, so the submit says so and saves nothing; what was typed stays.
  const checks = useMemo<Resolver<TValues, unknown, TSubmitted>>(
    () => async (values, context, options) => {
      try {
        const result = await resolver(values, context, options);
        if (unavailable.current.shown) {
          unavailable.current.shown = false;
          setProblem(null);
        }
        return result;
      } catch {
        unavailable.current.shown = true;
        setProblem(unavailable.current.message);
        // `root` is the form's own error, which every FieldErrors may hold whatever its values.
        const errors = { root: { type: 'checksUnavailable', message: unavailable.current.message } };
        return { values: {}, errors: errors as FieldErrors<TValues> };
      }
    },
    [resolver],
  );
  const form = useForm<TValues, unknown, TSubmitted>({ resolver: checks, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    let saved: TSaved;
    try {
      saved = await save(values);
    } catch (error) {
      if (!placeServerProblems(error, form.setError, fieldOf)) setProblem(failed((error as Error).message));
      return;
    }
    if (valuesOf) form.reset(valuesOf(saved));
    if (savedMessage) toasts.notify({ kind: 'success', message: savedMessage(saved) });
    await onSaved?.(saved);
  });

  const preloadChecks = 'preload' in resolver ? resolver.preload : doNothing;

  return { form, problem, setProblem, onSubmit, preloadChecks };
}
