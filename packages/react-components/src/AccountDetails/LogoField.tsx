import { Button } from '../Button/Button.tsx';
import { DropZone } from '../DropZone/DropZone.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import * as styles from './AccountDetails.css.ts';

/** The logo types the contract accepts (AdvertiserCreate and AdvertiserUpdate `content_type`). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/** The server's fields of a new logo; their problems show at the logo. */
export const LOGO_FIELDS: readonly string[] = ['filename', 'content_type'];

/** Props of {@link LogoField}. */
export interface LogoFieldProps {
  /** The advertiser's current logo address, if it has one. */
  logoUrl: string | null;
  /** The advertiser's name, to describe the logo. */
  advertiserName: string;
  /** The file chosen to replace the logo, not yet uploaded. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** Why the chosen file cannot be used, already translated. */
  errorMessage?: string | undefined;
  isReadOnly: boolean;
  /**
   * What shows while there is no logo, e.g. that one is optional in a form creating the advertiser.
   * @default 'No logo yet.'
   */
  emptyText?: string;
}

/** The advertiser's logo and, for editors, a zone to drop or browse for a new one. */
export function LogoField({
  logoUrl,
  advertiserName,
  file,
  onFile,
  errorMessage,
  isReadOnly,
  emptyText,
}: LogoFieldProps) {
  const t = useAccountDetailsMessage();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('accountDetails.advertiser.logo')}</legend>
      {logoUrl ? (
        <img
          className={styles.logo}
          src={logoUrl}
          alt={t('accountDetails.advertiser.logoAlt', { name: advertiserName })}
        />
      ) : (
        <p className={styles.muted}>{emptyText ?? t('accountDetails.advertiser.noLogo')}</p>
      )}
      {isReadOnly ? null : (
        <>
          <DropZone
            acceptedFileTypes={[...LOGO_TYPES]}
            prompt={t('accountDetails.advertiser.logoPrompt')}
            onFiles={([chosen]) => onFile(chosen ?? null)}
          />
          {file ? (
            <div className={styles.actions}>
              <p role="status" className={styles.muted}>
                {t('accountDetails.advertiser.logoChosen', { name: file.name })}
              </p>
              <Button variant="secondary" size="small" onPress={() => onFile(null)}>
                {t('accountDetails.advertiser.logoRemove')}
              </Button>
            </div>
          ) : null}
          <FormProblem problem={errorMessage} />
        </>
      )}
    </fieldset>
  );
}
