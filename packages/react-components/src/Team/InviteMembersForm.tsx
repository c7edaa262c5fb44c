import type { Schema } from '@earshot/sdk-core';
import { type FieldPath, useFieldArray } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormActions } from '../Form/FormActions.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { SectionForm } from '../Form/SectionForm.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreateTeamMembers } from '../hooks/resources/teams.ts';
import { useTeamMessage } from '../i18n/team/useTeamMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import type { InviteFormValues } from './inviteResolver.ts';
import * as styles from './Team.css.ts';
import { useRoleName } from './useRoleName.ts';

type UserRole = Schema<'UserRole'>;
type Invite = Schema<'TeamMemberInvite'>;
type TeamMember = Schema<'TeamMember'>;
type FormValues = InviteFormValues;

/** The rows' checks (the validators' team members form schema), loaded at the form's first focus or check. */
const inviteResolver = lazyResolver<FormValues>(() =>
  import('./inviteResolver.ts').then((checks) => checks.inviteResolver),
);

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
  const validationText = useValidationText();
  const roleName = useRoleName();
  const create = useCreateTeamMembers();
  const entity = useEntityForm<FormValues, FormValues, TeamMember[]>({
    resolver: inviteResolver,
    defaultValues: { members: [emptyInvite()] },
    save: ({ members }) => create.mutateAsync({ advertiserId, members }),
    valuesOf: () => ({ members: [emptyInvite()] }),
    failed: (message) => t('team.invite.failed', { message }),
    savedMessage: (added) => t('team.invite.sent', { count: added.length }),
    // The server names fields by their path in the array body, e.g. `1.email`.
    fieldOf: (path) => `members.${path}` as FieldPath<FormValues>,
  });
  const { form } = entity;
  const rows = useFieldArray({ control: form.control, name: 'members' });
  const count = form.watch('members').length;

  return (
    <SectionForm
      entity={entity}
      title={t('team.invite.title')}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <p className={styles.muted}>{t('team.invite.description')}</p>
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
            options={roles.map((role) => ({ id: role.id, name: roleName(role.id, roles) }))}
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
      <FormProblem problem={validationText(form.formState.errors.members?.root?.message)} />
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('team.invite.submit', { count })}
        isDisabled={isReadOnly}
      >
        <Button variant="secondary" isDisabled={isReadOnly} onPress={() => rows.append(emptyInvite())}>
          {t('team.invite.addPerson')}
        </Button>
      </FormActions>
    </SectionForm>
  );
}
