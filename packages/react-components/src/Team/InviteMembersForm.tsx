import { ApiError, type Schema } from '@earshot/sdk-core';
import { useId, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useCreateTeamMembers } from '../hooks/useCreateTeamMembers.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { type InviteFormValues, inviteResolver } from './inviteResolver.ts';
import * as styles from './Team.css.ts';
import { useTeamMessage } from './useTeamMessage.ts';

type UserRole = Schema<'UserRole'>;
type Invite = Schema<'TeamMemberInvite'>;
type FormValues = InviteFormValues;

/** New rows start with the view-only role: the least a person can be given. */
const VIEW_ONLY_ROLE = 3;

const emptyInvite = (): Invite => ({ email: '', first_name: '', last_name: '', user_role: VIEW_ONLY_ROLE });

const TEXT_FIELDS = [
  ['email', 'team.invite.email'],
  ['first_name', 'team.invite.firstName'],
  ['last_name', 'team.invite.lastName'],
] as const;

/** Props of {@link InviteMembersForm}. */
export interface InviteMembersFormProps {
  advertiserId: string;
  /** The roles to choose from, as the server lists them. */
  roles: UserRole[];
  isReadOnly: boolean;
}

/** Invites several people at once, each with a name and a role, in one `createTeamMembers` call. */
export function InviteMembersForm({ advertiserId, roles, isReadOnly }: InviteMembersFormProps) {
  const t = useTeamMessage();
  const titleId = useId();
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const create = useCreateTeamMembers();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: inviteResolver,
    defaultValues: { members: [emptyInvite()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'members' });
  const count = form.watch('members').length;

  const onSubmit = form.handleSubmit(async ({ members }) => {
    setProblem(null);
    try {
      const added = await create.mutateAsync({ advertiserId, members });
      toasts.notify({ kind: 'success', message: t('team.invite.sent', { count: added.length }) });
      form.reset({ members: [emptyInvite()] });
    } catch (error) {
      // The server names fields by their path in the array body, e.g. `1.email`.
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [path, key] of fields) {
        form.setError(`members.${path}` as FieldPath<FormValues>, { message: key });
      }
      if (fields.length === 0) setProblem(t('team.invite.failed', { message: (error as Error).message }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('team.invite.title')}
      </h2>
      <p className={styles.muted}>{t('team.invite.description')}</p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className={styles.person} disabled={isReadOnly}>
          <legend className={styles.legend}>{t('team.invite.person', { number: index + 1 })}</legend>
          {TEXT_FIELDS.map(([name, label]) => (
            <FormTextField
              key={name}
              control={form.control}
              name={`members.${index}.${name}`}
              label={t(label)}
              type={name === 'email' ? 'email' : 'text'}
              isRequired
              isDisabled={isReadOnly}
            />
          ))}
          <FormSelect
            control={form.control}
            name={`members.${index}.user_role`}
            label={t('team.invite.role')}
            isDisabled={isReadOnly}
            options={roles}
          />
          {rows.fields.length > 1 ? (
            <Button
              variant="secondary"
              size="small"
              isDisabled={isReadOnly}
              onPress={() => rows.remove(index)}
            >
              {t('team.invite.removePerson', { number: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {form.formState.errors.members?.root?.message ? (
        <p role="alert" className={styles.error}>
          {validationText(form.formState.errors.members.root.message)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={isReadOnly} onPress={() => rows.append(emptyInvite())}>
          {t('team.invite.addPerson')}
        </Button>
        <Button type="submit" isDisabled={isReadOnly} isPending={form.formState.isSubmitting}>
          {t('team.invite.submit', { count })}
        </Button>
      </div>
    </form>
  );
}
