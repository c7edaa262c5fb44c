import type { Schema } from '@earshot/sdk-core';
import { Controller } from 'react-hook-form';
import { EntityForm } from '../Form/EntityForm.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreateIntegration, useUpdateIntegration } from '../hooks/resources/integrations.ts';
import { useIntegrationsMessage } from '../i18n/integrations/useIntegrationsMessage.ts';
import { Link } from '../Link/Link.tsx';
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
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const entity = useEntityForm<IntegrationFormValues, IntegrationFormValues, Integration>({
    resolver: integrationResolver,
    defaultValues: integrationFormValues(integration, kind),
    save: (values) => {
      const config = integrationConfig(values);
      return integration
        ? update.mutateAsync({
            advertiserId,
            integrationId: integration.id,
            body: {
              name: values.name.trim(),
              ...(config ? { config } : {}),
              status: values.active ? 'active' : 'paused',
            },
          })
        : create.mutateAsync({
            advertiserId,
            body: {
              kind: values.kind,
              name: values.name.trim(),
              ...(config ? { config: withoutNulls(config) } : {}),
            },
          });
    },
    failed: (message) => t('integrationEditor.saveFailed', { message }),
    savedMessage: () => t('integrationEditor.saved'),
    onSaved: (saved) => onSaved(saved, !integration),
    fieldOf: formField,
  });
  const { control } = entity.form;
  const shownKind = entity.form.watch('kind');

  return (
    <EntityForm
      entity={entity}
      title={
        integration
          ? t('integrationEditor.titleEdit', { name: integration.name })
          : t('integrationEditor.titleNew')
      }
      submitLabel={t('integrationEditor.save')}
      isReadOnly={isReadOnly}
      actions={<Link href={listHref}>{t('integrationEditor.back')}</Link>}
      className={styles.form}
    >
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
      <FormNameField control={control} label={t('integrationEditor.name')} isReadOnly={isReadOnly} />
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
    </EntityForm>
  );
}

/** A new integration has no saved setting to remove: empty ones are left out. */
function withoutNulls(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null));
}
