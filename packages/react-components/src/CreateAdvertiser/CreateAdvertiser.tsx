import { advertiserListKey, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { createAdvertiserBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AdvertiserCategoryField } from '../AccountDetails/AdvertiserCategoryField.tsx';
import { LOGO_FIELDS, LogoField } from '../AccountDetails/LogoField.tsx';
import { useLogoChoice } from '../AccountDetails/useLogoChoice.ts';
import { FormActions } from '../Form/FormActions.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { SectionForm } from '../Form/SectionForm.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreateAdvertiser } from '../hooks/resources/advertisers.ts';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './CreateAdvertiser.css.ts';

type Advertiser = Schema<'Advertiser'>;
type NewAdvertiserValues = { name: string; url: string; category: string };
type AdvertiserSaved = Awaited<ReturnType<ReturnType<typeof useCreateAdvertiser>['mutateAsync']>>;

const EMPTY: NewAdvertiserValues = { name: '', url: '', category: '' };

/** Props of {@link CreateAdvertiser}. */
export interface CreateAdvertiserProps {
  /**
   * Called with the new advertiser once it is created (the user is its role 1) and its logo, if one
   * was chosen, has been uploaded or has failed to: e.g. reload the user's advertisers and open it.
   * @default undefined
   */
  onCreated?: (advertiser: Advertiser) => void | Promise<void>;
  /**
   * The form's heading, its `h2`.
   * @default 'Create an advertiser'
   */
  title?: string;
  /**
   * An extra class on the form.
   * @default undefined
   */
  className?: string;
}

/**
 * Creates an advertiser (POST /companies): its name, website (the domain its addresses use), content
 * category and, optionally, a logo, announced in the body and uploaded under the policy (`s3_data`)
 * the answer carries. What the server refuses shows at its field, and nothing typed is lost.
 */
export function CreateAdvertiser({ onCreated, title, className }: CreateAdvertiserProps) {
  const t = useAccountDetailsMessage();
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const queryClient = useQueryClient();
  const create = useCreateAdvertiser();
  const logoChoice = useLogoChoice(() => entity.form.clearErrors('root.logo'));
  const { logo } = logoChoice;
  const entity = useEntityForm<NewAdvertiserValues, NewAdvertiserValues, AdvertiserSaved>({
    resolver: zodResolver(createAdvertiserBodySchema) as never,
    defaultValues: EMPTY,
    save: (values) => create.mutateAsync({ ...values, ...logoChoice.announcement }),
    failed: (message) => t('createAdvertiser.failed', { message }),
    onSaved: async ({ advertiser, s3_data }) => {
      if (logo) {
        try {
          await uploadWithPolicy({ file: logo, s3Data: s3_data });
          // The logo's address is set once the file has arrived, after the POST answered.
          await queryClient.invalidateQueries({ queryKey: advertiserListKey });
        } catch {
          // The advertiser exists: sending the form again would create a second one. The logo can
          // be added in the account details.
          toasts.notify({
            kind: 'error',
            message: t('accountDetails.advertiser.logoFailed', { name: logo.name }),
          });
        }
      }
      toasts.notify({ kind: 'success', message: t('createAdvertiser.created', { name: advertiser.name }) });
      await onCreated?.(advertiser);
    },
    fieldOf: (path) => (LOGO_FIELDS.includes(path) ? 'root.logo' : (path as keyof NewAdvertiserValues)),
  });
  const { form } = entity;

  return (
    <SectionForm
      entity={entity}
      title={title ?? t('createAdvertiser.title')}
      className={[styles.root, className].filter(Boolean).join(' ')}
      titleClassName={styles.title}
    >
      <p className={styles.muted}>{t('createAdvertiser.description')}</p>
      <FormNameField control={form.control} label={t('accountDetails.advertiser.name')} isReadOnly={false} />
      <FormTextField
        control={form.control}
        name="url"
        label={t('accountDetails.advertiser.url')}
        description={t('accountDetails.advertiser.urlDescription')}
        autoComplete="url"
        isRequired
      />
      <AdvertiserCategoryField control={form.control} isReadOnly={false} />
      <LogoField
        logoUrl={null}
        advertiserName={form.watch('name')}
        file={logo}
        onFile={logoChoice.choose}
        errorMessage={logoChoice.problem ?? validationText(form.formState.errors.root?.logo?.message)}
        isReadOnly={false}
        emptyText={t('createAdvertiser.logoOptional')}
      />
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('createAdvertiser.submit')}
      />
    </SectionForm>
  );
}
