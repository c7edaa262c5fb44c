import { ApiError, advertiserKey, advertiserListKey, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { updateAdvertiserBodySchema } from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useUpdateAdvertiser } from '../hooks/useUpdateAdvertiser.ts';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './AccountDetails.css.ts';
import { CATEGORY_OPTIONS } from './advertiserCategories.ts';
import { LOGO_TYPES, LogoField } from './LogoField.tsx';
import { useAccountDetailsMessage } from './useAccountDetailsMessage.ts';

type Advertiser = Schema<'Advertiser'>;
type AdvertiserValues = { name: string; url: string; category: string };

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
  const titleId = useId();
  const t = useAccountDetailsMessage();
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const queryClient = useQueryClient();
  const update = useUpdateAdvertiser();
  const [problem, setProblem] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | undefined>();
  const form = useForm<AdvertiserValues>({
    resolver: zodResolver(updateAdvertiserBodySchema) as never,
    defaultValues: { name: advertiser.name, url: advertiser.url ?? '', category: advertiser.category },
  });

  const chooseLogo = (file: File | null) => {
    const typeOk = !file || (LOGO_TYPES as readonly string[]).includes(file.type);
    setLogoProblem(typeOk ? undefined : validationText('advertiser.logo.content_type'));
    setLogo(typeOk ? file : null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = logo
      ? { ...values, filename: logo.name, content_type: logo.type as (typeof LOGO_TYPES)[number] }
      : values;
    try {
      const saved = await update.mutateAsync({ advertiserId: advertiser.uuid, body });
      form.reset({
        name: saved.advertiser.name,
        url: saved.advertiser.url ?? '',
        category: saved.advertiser.category,
      });
      if (logo) {
        try {
          await uploadWithPolicy({ file: logo, s3Data: saved.s3_data });
          setLogo(null);
          // The logo's address is set once the file has arrived, after the PATCH answered.
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: advertiserKey(advertiser.uuid) }),
            queryClient.invalidateQueries({ queryKey: advertiserListKey }),
          ]);
        } catch {
          setProblem(t('accountDetails.advertiser.logoFailed', { name: logo.name }));
          return;
        }
      }
      toasts.notify({
        kind: 'success',
        message: t('accountDetails.advertiser.saved', { name: saved.advertiser.name }),
      });
      onSaved?.(saved.advertiser);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, key] of fields) {
        if (field === 'filename' || field === 'content_type') setLogoProblem(validationText(key));
        else form.setError(field as keyof AdvertiserValues, { message: key });
      }
      if (fields.length === 0)
        setProblem(t('accountDetails.saveFailed', { message: (error as Error).message }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('accountDetails.advertiser.title')}
      </h2>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <FormTextField
        control={form.control}
        name="name"
        label={t('accountDetails.advertiser.name')}
        isRequired
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
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <ComboBox
            label={t('accountDetails.advertiser.category')}
            defaultItems={CATEGORY_OPTIONS}
            selectedKey={field.value}
            onSelectionChange={(key) => {
              if (key !== null) field.onChange(String(key));
            }}
            isRequired
            isReadOnly={isReadOnly}
            isInvalid={fieldState.invalid}
            errorMessage={validationText(fieldState.error?.message)}
          >
            {(option) => <ListBoxItem id={option.id}>{option.name}</ListBoxItem>}
          </ComboBox>
        )}
      />
      <LogoField
        logoUrl={advertiser.logo_url}
        advertiserName={advertiser.name}
        file={logo}
        onFile={chooseLogo}
        errorMessage={logoProblem}
        isReadOnly={isReadOnly}
      />
      {isReadOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('accountDetails.advertiser.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
