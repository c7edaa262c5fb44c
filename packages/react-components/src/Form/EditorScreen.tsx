import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { errorText, inlineRow, screenColumn } from '../theme/screen.css.ts';

/** Props of {@link EditorScreen}. */
export interface EditorScreenProps<TData> {
  /** The saved entity's query; a new entity's is not waited for. */
  query: UseQueryResult<TData, unknown>;
  /** Whether the screen creates a new entity. */
  isNew: boolean;
  /** What failed, e.g. 'The asset could not be loaded.' */
  loadFailed: string;
  /**
   * The label of the button that loads the entity again.
   * @default no such button
   */
  retryLabel?: string;
  /** What stands for the form while the entity loads. */
  loading: ReactNode;
  /**
   * The link back to the list, above the form and beside the failure.
   * @default none
   */
  back?: ReactNode;
  /** The form, with the saved entity or null for a new one. */
  children: (saved: TData | null) => ReactNode;
}

/**
 * A create/edit screen around its form: the failure to load the saved entity (with Retry and the
 * back link), the placeholder while it loads, then the back link and the form.
 */
export function EditorScreen<TData>({
  query,
  isNew,
  loadFailed,
  retryLabel,
  loading,
  back,
  children,
}: EditorScreenProps<TData>) {
  if (!isNew && query.isError) {
    return (
      <section className={screenColumn.md} role="alert">
        <p className={errorText}>{loadFailed}</p>
        {retryLabel || back ? (
          <div className={inlineRow}>
            {retryLabel ? (
              <Button variant="secondary" onPress={() => void query.refetch()}>
                {retryLabel}
              </Button>
            ) : null}
            {back}
          </div>
        ) : null}
      </section>
    );
  }
  if (!isNew && query.data === undefined) return loading;
  return (
    <section className={screenColumn.md}>
      {back}
      {children(isNew ? null : (query.data ?? null))}
    </section>
  );
}
