import { ApiError, type Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useCreateIntegration } from '../hooks/useCreateIntegration.ts';
import { useUpdateIntegration } from '../hooks/useUpdateIntegration.ts';
import { Link } from '../Link/Link.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Integrations.css.ts';
import {
  EDITABLE_KINDS,
  EXPORT_DATA,
  EXPORT_SCHEDULES,
  type IntegrationFormValues,
  integrationConfig,
  integrationFormValues,
  integrationResolver,
} from './integrationFormValues.ts';
import { useIntegrationsMessage } from './useIntegrationsMessage.ts';

type Integration = Schema<'Integration'>;

/** Server field paths (`config.url`) and the form's fields (`url`). */
const formField = (path: string) => path.replace(/^config\./, '') as keyof IntegrationFormValues;

/** Props of {@link IntegrationForm}. */
export interface IntegrationFormProps {
  advertiserId: string;
  /** The saved integration, or null for a new one. */
  integration: Integration | null;
  /** The kind of a new integration. */
  kind: Integration['kind'];
  /** The integrations list, for the back link. */
  listHref: string;
  /** Where GA4 is connected. */
  ga4Href: string;
  isReadOnly: boolean;
  onSaved: (integration: Integration, created: boolean) => void;
}

/** The integration's name, its kind's settings and (once saved) whether it is active; saves the kind's config. */
export function IntegrationForm({
  advertiserId,
  integration,
  kind,
  listHref,
  ga4Href,
  isReadOnly,
  onSaved,
}: IntegrationFormProps) {
  const t = useIntegrationsMessage();
  const { toasts } = usePlatform();
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<IntegrationFormValues>({
    resolver: integrationResolver,
    defaultValues: integrationFormValues(integration, kind),
  });
  const { control, formState } = form;
  const shownKind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const config = integrationConfig(values);
    try {
      const saved = integration
        ? await update.mutateAsync({
            advertiserId,
            integrationId: integration.id,
            body: {
              name: values.name.trim(),
              ...(config ? { config } : {}),
              status: values.active ? 'active' : 'paused',
            },
          })
        : await create.mutateAsync({
            advertiserId,
            body: {
              kind: values.kind,
              name: values.name.trim(),
              ...(config ? { config: withoutNulls(config) } : {}),
            },
          });
      toasts.notify({ kind: 'success', message: t('integrationEditor.saved') });
      onSaved(saved, !integration);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [path, key] of fields) form.setError(formField(path), { message: key });
      if (fields.length === 0) {
        setSaveError(t('integrationEditor.saveFailed', { message: (error as Error).message }));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} data-readonly={isReadOnly || undefined}>
      <PageHeader
        title={
          integration
            ? t('integrationEditor.titleEdit', { name: integration.name })
            : t('integrationEditor.titleNew')
        }
        actions={
          <div className={styles.actions}>
            <Link href={listHref}>{t('integrationEditor.back')}</Link>
            {isReadOnly ? null : (
              <Button type="submit" isPending={formState.isSubmitting}>
                {t('integrationEditor.save')}
              </Button>
            )}
          </div>
        }
      />
      {saveError ? (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      ) : null}
      {integration ? (
        <TextField
          label={t('integrationEditor.kind')}
          value={t(`integrationKind.${integration.kind}`)}
          isReadOnly
        />
      ) : (
        <FormSelect
          control={control}
          name="kind"
          label={t('integrationEditor.kind')}
          isDisabled={isReadOnly}
          options={EDITABLE_KINDS.map((id) => ({ id, name: t(`integrationKind.${id}`) }))}
        />
      )}
      <FormTextField
        control={control}
        name="name"
        label={t('integrationEditor.name')}
        isRequired
        isReadOnly={isReadOnly}
      />
      {shownKind === 'data-export' ? (
        <>
          <FormSelect
            control={control}
            name="data"
            label={t('integrationEditor.data')}
            isDisabled={isReadOnly}
            options={EXPORT_DATA.map((id) => ({ id, name: t(`exportData.${id}`) }))}
          />
          <FormSelect
            control={control}
            name="schedule"
            label={t('integrationEditor.schedule')}
            isDisabled={isReadOnly}
            options={EXPORT_SCHEDULES.map((id) => ({ id, name: t(`exportSchedule.${id}`) }))}
          />
          <FormTextField
            control={control}
            name="destination_url"
            label={t('integrationEditor.destination')}
            description={t('integrationEditor.destination.description')}
            type="url"
            isReadOnly={isReadOnly}
          />
        </>
      ) : null}
      {shownKind === 'webhook' ? (
        <FormTextField
          control={control}
          name="url"
          label={t('integrationEditor.webhookUrl')}
          type="url"
          isRequired
          isReadOnly={isReadOnly}
        />
      ) : null}
      {shownKind === 'ga4' ? <Link href={ga4Href}>{t('integrationEditor.ga4Settings')}</Link> : null}
      {integration ? (
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange} isReadOnly={isReadOnly}>
              {t('integrationEditor.active')}
            </Switch>
          )}
        />
      ) : null}
    </form>
  );
}

/** A new integration has no saved setting to remove: empty ones are left out. */
function withoutNulls(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null));
}
