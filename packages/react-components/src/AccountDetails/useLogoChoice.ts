import { useState } from 'react';
import { useValidationText } from '../i18n/useValidationText.ts';
import { LOGO_TYPES } from './LogoField.tsx';

/** A logo content type the contract accepts. */
type LogoType = (typeof LOGO_TYPES)[number];

const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);

/**
 * The logo chosen in an advertiser form, not yet uploaded: a file of another type is refused with a
 * translated problem. `announcement` is what the create or update body says of it (filename,
 * content_type), so that the answer carries the upload policy (`s3_data`).
 */
export function useLogoChoice(onChoose: () => void) {
  const validationText = useValidationText();
  const [logo, setLogo] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const choose = (file: File | null) => {
    const typeOk = !file || isLogoType(file.type);
    setProblem(typeOk ? undefined : validationText('advertiser.logo.content_type'));
    onChoose();
    setLogo(typeOk ? file : null);
  };
  const announcement: { filename?: string; content_type?: LogoType } =
    logo && isLogoType(logo.type) ? { filename: logo.name, content_type: logo.type } : {};
  return { logo, problem, choose, announcement, forget: () => setLogo(null) };
}
