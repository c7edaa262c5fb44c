import type { Schema } from '@earshot/sdk-core';
import { FormActions } from '../Form/FormActions.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { SectionForm } from '../Form/SectionForm.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useUpdateCurrentUser } from '../hooks/resources/users.ts';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import * as styles from './AccountDetails.css.ts';

type UserValues = { first_name: string; last_name: string; email: string };

/** The body rules of `updateCurrentUser`, loaded at the form's first focus or check. */
const userResolver = lazyResolver<UserValues>(() =>
  import('./accountDetailsChecks.ts').then((checks) => checks.userResolver as never),
);
const FIELDS = ['first_name', 'last_name', 'email'] as const;

const userValues = ({ first_name, last_name, email }: Schema<'User'>): UserValues => ({
  first_name,
  last_name,
  email,
});

/** Props of {@link UserDetailsForm}. */
export interface UserDetailsFormProps {
  user: Schema<'User'>;
}

/**
 * The signed-in user's first name, last name and e-mail, saved with PATCH /users. The profile is the
 * user's own, so it stays editable whatever their role on the advertiser.
 */
export function UserDetailsForm({ user }: UserDetailsFormProps) {
  const t = useAccountDetailsMessage();
  const update = useUpdateCurrentUser();
  const entity = useEntityForm<UserValues, UserValues, Schema<'User'>>({
    resolver: userResolver,
    defaultValues: userValues(user),
    save: (values) => update.mutateAsync(values),
    valuesOf: userValues,
    failed: (message) => t('accountDetails.saveFailed', { message }),
    savedMessage: () => t('accountDetails.user.saved'),
  });

  return (
    <SectionForm
      entity={entity}
      title={t('accountDetails.user.title')}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      {FIELDS.map((name) => (
        <FormTextField
          key={name}
          control={entity.form.control}
          name={name}
          label={t(`accountDetails.user.${name}`)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'email' ? 'email' : name === 'first_name' ? 'given-name' : 'family-name'}
          isRequired
        />
      ))}
      <FormActions
        control={entity.form.control}
        className={styles.actions}
        submitLabel={t('accountDetails.user.save')}
      />
    </SectionForm>
  );
}
