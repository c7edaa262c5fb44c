import type { Schema } from '@earshot/sdk-core';
import { ATTRIBUTION_MODELS, ATTRIBUTION_WINDOW_DAYS } from '@earshot/validators';
import { FormActions } from '../Form/FormActions.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { SectionForm } from '../Form/SectionForm.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useUpdateAdvertiser } from '../hooks/resources/advertisers.ts';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import * as styles from './AccountDetails.css.ts';

type Advertiser = Schema<'Advertiser'>;
type AttributionValues = Pick<Advertiser, 'attribution_window_days' | 'attribution_model'>;
type AdvertiserSaved = Awaited<ReturnType<ReturnType<typeof useUpdateAdvertiser>['mutateAsync']>>;

/** The body rules of `updateAdvertiser`, loaded at the form's first focus or check. */
const advertiserResolver = lazyResolver<AttributionValues>(() =>
  import('./accountDetailsChecks.ts').then((checks) => checks.advertiserResolver as never),
);

const attributionValues = ({
  attribution_window_days,
  attribution_model,
}: Advertiser): AttributionValues => ({
  attribution_window_days,
  attribution_model,
});

/** Props of {@link AttributionSettingsForm}. */
export interface AttributionSettingsFormProps {
  advertiser: Advertiser;
  isReadOnly: boolean;
}

/**
 * The advertiser's attribution defaults: how many days after an exposure a pixel conversion counts,
 * and how its credit is shared among the exposures before it. Reports and scheduled reports use them
 * unless they choose their own.
 */
export function AttributionSettingsForm({ advertiser, isReadOnly }: AttributionSettingsFormProps) {
  const t = useAccountDetailsMessage();
  const update = useUpdateAdvertiser();
  const entity = useEntityForm<AttributionValues, AttributionValues, AdvertiserSaved>({
    resolver: advertiserResolver,
    defaultValues: attributionValues(advertiser),
    save: (body) => update.mutateAsync({ advertiserId: advertiser.uuid, body }),
    valuesOf: (saved) => attributionValues(saved.advertiser),
    failed: (message) => t('accountDetails.saveFailed', { message }),
    savedMessage: () => t('accountDetails.attribution.saved'),
  });
  const { form } = entity;
  return (
    <SectionForm
      entity={entity}
      title={t('accountDetails.attribution.title')}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <p className={styles.muted}>{t('accountDetails.attribution.description')}</p>
      <FormField
        control={form.control}
        name="attribution_window_days"
        render={(field) => (
          <NumberField
            label={t('accountDetails.attribution.window')}
            description={t('accountDetails.attribution.windowDescription', ATTRIBUTION_WINDOW_DAYS)}
            minValue={ATTRIBUTION_WINDOW_DAYS.min}
            maxValue={ATTRIBUTION_WINDOW_DAYS.max}
            step={1}
            isReadOnly={isReadOnly}
            {...field}
          />
        )}
      />
      <FormSelect
        control={form.control}
        name="attribution_model"
        label={t('accountDetails.attribution.model')}
        description={t('accountDetails.attribution.modelDescription')}
        isDisabled={isReadOnly}
        options={ATTRIBUTION_MODELS.map((id) => ({ id, name: t(`accountDetails.attribution.model.${id}`) }))}
      />
      {isReadOnly ? null : (
        <FormActions
          control={form.control}
          className={styles.actions}
          submitLabel={t('accountDetails.attribution.save')}
        />
      )}
    </SectionForm>
  );
}
