import { TRACKING_MACROS, validatePixelUrl } from '@earshot/validators';
import { useState } from 'react';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { useCatalogueText } from '../i18n/useCatalogueText.ts';
import { TextField } from '../TextField/TextField.tsx';
import { CopyButton } from './CopyButton.tsx';
import * as styles from './Pixels.css.ts';

/** Props of {@link TrackingUrlField}. */
export interface TrackingUrlFieldProps {
  /** The URL the field starts from: the pixel's impression URL. */
  initialUrl: string;
}

/**
 * The tracking URL to edit and copy; every change is checked against the pixel macro rules of spec §5
 * and each broken rule is named under the field.
 */
export function TrackingUrlField({ initialUrl }: TrackingUrlFieldProps) {
  const t = usePixelsMessage();
  // The pixels family holds every rule's message (Pixels.test.tsx checks it): no validators' table.
  const catalogueText = useCatalogueText();
  const [url, setUrl] = useState(initialUrl);
  const { valid, problems } = validatePixelUrl(url);
  const macros = TRACKING_MACROS.map((macro) => `{{${macro.value}}}`).join(', ');
  return (
    <>
      <TextField
        className={styles.field}
        name="tracking_url"
        label={t('pixels.tracking.label')}
        description={t('pixels.tracking.macros', { macros })}
        value={url}
        onChange={setUrl}
        isInvalid={!valid}
        errorMessage={problems.map((problem) => catalogueText(problem.code) ?? problem.code).join(' ')}
      />
      <CopyButton
        text={url}
        label={t('pixels.tracking.copy')}
        copiedLabel={t('pixels.tracking.copied')}
        isDisabled={!valid}
      />
    </>
  );
}
