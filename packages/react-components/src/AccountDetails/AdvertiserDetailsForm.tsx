import { advertiserKey, advertiserListKey, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { useQueryClient } from '@tanstack/react-query';
import { FormActions } from '../Form/FormActions.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { SectionForm } from '../Form/SectionForm.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useUpdateAdvertiser } from '../hooks/resources/advertisers.ts';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AccountDetails.css.ts';
import { AdvertiserCategoryField } from './AdvertiserCategoryField.tsx';
import { LOGO_FIELDS, LogoField } from './LogoField.tsx';
import { useLogoChoice } from './useLogoChoice.ts';

type Advertiser = Schema<'Advertiser'>;
type AdvertiserValues = { name: string; url: string; category: string };
type AdvertiserSaved = Awaited<ReturnType<ReturnType<typeof useUpdateAdvertiser>['mutateAsync']>>;

/** The body rules of `updateAdvertiser`, loaded at the form's first focus or check. */
const advertiserResolver = lazyResolver<AdvertiserValues>(() =>
  import('./accountDetailsChecks.ts').then((checks) => checks.advertiserResolver as never),
);

const advertiserValues = ({ name, url, category }: Advertiser): AdvertiserValues => ({
  name,
  url: url ?? '',
  category,
});

/** Props of {@link AdvertiserDetailsForm}. */
export interface AdvertiserDetailsFormProps {
  advertiser: Advertiser;
  isReadOnly: boolean;
  /** Called with the advertiser once its changes, and its new logo if one was chosen, are saved. */
  onSaved?: ((advertiser: Advertiser) => void) | undefined;
}

/**
 * The advertiser's name, website, category and logo. A new logo is announced in the PATCH
 * (filename, content_type) and uploaded under the policy (`s3_data`) the answer carries.
 */
export function AdvertiserDetailsForm({ advertiser, isReadOnly, onSaved }: AdvertiserDetailsFormProps) {
  const t = useAccountDetailsMessage();
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const queryClient = useQueryClient();
  const update = useUpdateAdvertiser();
  const logoChoice = useLogoChoice(() => entity.form.clearErrors('root.logo'));
  const { logo } = logoChoice;
  const entity = useEntityForm<AdvertiserValues, AdvertiserValues, AdvertiserSaved>({
    resolver: advertiserResolver,
    defaultValues: advertiserValues(advertiser),
    save: (values) =>
      update.mutateAsync({ advertiserId: advertiser.uuid, body: { ...values, ...logoChoice.announcement } }),
    valuesOf: (saved) => advertiserValues(saved.advertiser),
    failed: (message) => t('accountDetails.saveFailed', { message }),
    onSaved: async (saved) => {
      if (logo) {
        try {
          await uploadWithPolicy({ file: logo, s3Data: saved.s3_data });
          logoChoice.forget();
          // The logo's address is set once the file has arrived, after the PATCH answered.
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: advertiserKey(advertiser.uuid) }),
            queryClient.invalidateQueries({ queryKey: advertiserListKey }),
          ]);
        } catch {
          entity.setProblem(t('accountDetails.advertiser.logoFailed', { name: logo.name }));
          return;
        }
      }
      toasts.notify({
        kind: 'success',
        message: t('accountDetails.advertiser.saved', { name: saved.advertiser.name }),
      });
      onSaved?.(saved.advertiser);
    },
    fieldOf: (path) => (LOGO_FIELDS.includes(path) ? 'root.logo' : (path as keyof AdvertiserValues)),
  });
  const { form } = entity;

  return (
    <SectionForm
      entity={entity}
      title={t('accountDetails.advertiser.title')}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <FormNameField
        control={form.control}
        label={t('accountDetails.advertiser.name')}
        isReadOnly={isReadOnly}
      />
      <FormTextField
        control={form.control}
        name="url"
        label={t('accountDetails.advertiser.url')}
        description={t('accountDetails.advertiser.urlDescription')}
        isRequired
        isReadOnly={isReadOnly}
      />
      <AdvertiserCategoryField control={form.control} isReadOnly={isReadOnly} />
      <LogoField
        logoUrl={advertiser.logo_url}
        advertiserName={advertiser.name}
        file={logo}
        onFile={logoChoice.choose}
        errorMessage={logoChoice.problem ?? validationText(form.formState.errors.root?.logo?.message)}
        isReadOnly={isReadOnly}
      />
      {isReadOnly ? null : (
        <FormActions
          control={form.control}
          className={styles.actions}
          submitLabel={t('accountDetails.advertiser.save')}
        />
      )}
    </SectionForm>
  );
}
