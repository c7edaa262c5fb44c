import { AUDIENCE_SUBTYPES, type Audience, type AudiencePayload } from '@earshot/validators';
import { Controller } from 'react-hook-form';
import { EntityForm } from '../Form/EntityForm.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreateAudience, useUpdateAudience } from '../hooks/resources/audiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as styles from './AudienceEditor.css.ts';
import { type AudienceFormValues, audienceFormValues, audienceResolver } from './audienceFormValues.ts';
import { CdpSegments } from './CdpSegments.tsx';
import { CrmUpload } from './CrmUpload.tsx';
import { FirstPartyRules } from './FirstPartyRules.tsx';

/** Props of {@link AudienceForm}. */
export interface AudienceFormProps {
  advertiserId: string;
  /** The saved audience, or null for a new one. */
  audience: Audience | null;
  isReadOnly: boolean;
  onSaved: (audience: Audience, created: boolean) => void;
}

/** The audience's name and kind, and the fields of that kind; saves the payload of the kind only. */
export function AudienceForm({ advertiserId, audience, isReadOnly, onSaved }: AudienceFormProps) {
  const t = useAudienceMessage();
  const validationText = useValidationText();
  const create = useCreateAudience();
  const update = useUpdateAudience();
  const entity = useEntityForm<AudienceFormValues, AudiencePayload, Audience>({
    resolver: audienceResolver(advertiserId),
    defaultValues: audienceFormValues(audience),
    save: async (payload) =>
      (audience
        ? await update.mutateAsync({ advertiserId, audienceId: audience.id, body: payload })
        : await create.mutateAsync({ advertiserId, body: payload })) as Audience,
    failed: (message) => t('audienceEditor.saveFailed', { message }),
    savedMessage: () => t('audienceEditor.saved'),
    onSaved: (saved) => onSaved(saved, !audience),
  });
  const { control, formState } = entity.form;
  const subtype = entity.form.watch('subtype');

  return (
    <EntityForm
      entity={entity}
      title={t(audience ? 'audienceEditor.titleEdit' : 'audienceEditor.titleNew')}
      submitLabel={t('audienceEditor.save')}
      isReadOnly={isReadOnly}
      className={styles.root}
    >
      <FormNameField control={control} label={t('audienceEditor.name')} isReadOnly={isReadOnly} />
      <Controller
        control={control}
        name="subtype"
        render={({ field }) => (
          <RadioGroup
            label={t('audienceEditor.subtype')}
            value={field.value}
            onChange={field.onChange}
            isReadOnly={isReadOnly}
            orientation="horizontal"
          >
            {AUDIENCE_SUBTYPES.map((kind) => (
              <Radio key={kind} value={kind}>
                {t(`audienceSubtype.${kind}`)}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      {subtype === 'first-party' ? (
        <FirstPartyRules
          control={control}
          isReadOnly={isReadOnly}
          errorMessage={validationText(
            formState.errors.first_party?.message ?? formState.errors.first_party?.root?.message,
          )}
        />
      ) : null}
      {subtype === 'crm' ? (
        <FormField
          control={control}
          name="correlation_id"
          render={(field) => (
            <CrmUpload
              advertiserId={advertiserId}
              correlationId={field.value}
              onUploaded={field.onChange}
              isReadOnly={isReadOnly}
              errorMessage={field.errorMessage}
            />
          )}
        />
      ) : null}
      {subtype === 'cdp' ? (
        <FormField
          control={control}
          name="cdp_segments"
          render={(field) => (
            <CdpSegments
              advertiserId={advertiserId}
              audienceId={audience?.id ?? null}
              {...field}
              isReadOnly={isReadOnly}
            />
          )}
        />
      ) : null}
    </EntityForm>
  );
}
