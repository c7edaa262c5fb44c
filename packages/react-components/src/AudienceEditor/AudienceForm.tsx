import { ApiError } from '@earshot/sdk-core';
import { AUDIENCE_SUBTYPES, type Audience, type AudiencePayload } from '@earshot/validators';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useCreateAudience } from '../hooks/useCreateAudience.ts';
import { useUpdateAudience } from '../hooks/useUpdateAudience.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import * as styles from './AudienceEditor.css.ts';
import { type AudienceFormValues, audienceFormValues, audienceResolver } from './audienceFormValues.ts';
import { CdpSegments } from './CdpSegments.tsx';
import { CrmUpload } from './CrmUpload.tsx';
import { FirstPartyRules } from './FirstPartyRules.tsx';
import { useAudienceMessage } from './useAudienceMessage.ts';

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
  const { toasts } = usePlatform();
  const create = useCreateAudience();
  const update = useUpdateAudience();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<AudienceFormValues, unknown, AudiencePayload>({
    resolver: audienceResolver(advertiserId),
    defaultValues: audienceFormValues(audience),
  });
  const { control, formState } = form;
  const subtype = form.watch('subtype');

  const onSubmit = form.handleSubmit(async (payload) => {
    setSaveError(null);
    try {
      const saved = audience
        ? await update.mutateAsync({ advertiserId, audienceId: audience.id, body: payload })
        : await create.mutateAsync({ advertiserId, body: payload });
      toasts.notify({ kind: 'success', message: t('audienceEditor.saved') });
      onSaved(saved as Audience, !audience);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [path, key] of fields) form.setError(path as keyof AudienceFormValues, { message: key });
      if (fields.length === 0)
        setSaveError(t('audienceEditor.saveFailed', { message: (error as Error).message }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.root}>
      <PageHeader
        title={t(audience ? 'audienceEditor.titleEdit' : 'audienceEditor.titleNew')}
        actions={
          isReadOnly ? null : (
            <Button type="submit" isPending={formState.isSubmitting}>
              {t('audienceEditor.save')}
            </Button>
          )
        }
      />
      {saveError ? (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      ) : null}
      <FormTextField
        control={control}
        name="name"
        label={t('audienceEditor.name')}
        isRequired
        isReadOnly={isReadOnly}
      />
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
        <Controller
          control={control}
          name="correlation_id"
          render={({ field, fieldState }) => (
            <CrmUpload
              advertiserId={advertiserId}
              correlationId={field.value}
              onUploaded={field.onChange}
              isReadOnly={isReadOnly}
              errorMessage={validationText(fieldState.error?.message)}
            />
          )}
        />
      ) : null}
      {subtype === 'cdp' ? (
        <Controller
          control={control}
          name="cdp_segments"
          render={({ field, fieldState }) => (
            <CdpSegments
              advertiserId={advertiserId}
              audienceId={audience?.id ?? null}
              value={field.value}
              onChange={field.onChange}
              isReadOnly={isReadOnly}
              errorMessage={validationText(fieldState.error?.message)}
            />
          )}
        />
      ) : null}
    </form>
  );
}
