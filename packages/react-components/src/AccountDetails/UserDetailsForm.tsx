import { ApiError, type Schema } from '@earshot/sdk-core';
import { updateCurrentUserBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useUpdateCurrentUser } from '../hooks/useUpdateCurrentUser.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AccountDetails.css.ts';
import { useAccountDetailsMessage } from './useAccountDetailsMessage.ts';

type UserValues = { first_name: string; last_name: string; email: string };
const FIELDS = ['first_name', 'last_name', 'email'] as const;

/** Props of {@link UserDetailsForm}. */
export interface UserDetailsFormProps {
  user: Schema<'User'>;
}

/**
 * The signed-in user's first name, last name and e-mail, saved with PATCH /users. The profile is the
 * user's own, so it stays editable whatever their role on the advertiser.
 */
export function UserDetailsForm({ user }: UserDetailsFormProps) {
  const titleId = useId();
  const t = useAccountDetailsMessage();
  const { toasts } = usePlatform();
  const update = useUpdateCurrentUser();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<UserValues>({
    resolver: zodResolver(updateCurrentUserBodySchema) as never,
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
      toasts.notify({ kind: 'success', message: t('accountDetails.user.saved') });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, key] of fields) form.setError(field as keyof UserValues, { message: key });
      if (fields.length === 0)
        setProblem(t('accountDetails.saveFailed', { message: (error as Error).message }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('accountDetails.user.title')}
      </h2>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {FIELDS.map((name) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={t(`accountDetails.user.${name}`)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'email' ? 'email' : name === 'first_name' ? 'given-name' : 'family-name'}
          isRequired
        />
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {t('accountDetails.user.save')}
        </Button>
      </div>
    </form>
  );
}
