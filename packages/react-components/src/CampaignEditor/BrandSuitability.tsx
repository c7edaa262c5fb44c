import {
  BRAND_SAFETY_CATEGORIES,
  BRAND_SAFETY_PARTNERS,
  type BrandSafetyCategory,
} from '@earshot/validators';
import { CheckboxGroup, Label } from 'react-aria-components';
import { useController } from 'react-hook-form';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Switch } from '../Switch/Switch.tsx';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

/** One brand-safety category: avoided or not. */
function CategorySwitch({ category }: { category: BrandSafetyCategory }) {
  const t = useCampaignMessage();
  const { readOnly } = useCampaignEditor();
  const { field } = useController<
    CampaignFormValues,
    `targeting.brand_suitability.categories.${BrandSafetyCategory}`
  >({
    name: `targeting.brand_suitability.categories.${category}`,
  });
  return (
    <Switch isSelected={field.value} onChange={field.onChange} isReadOnly={readOnly}>
      {t(`campaigns.brandSafety.${category}` as CampaignMessageKey)}
    </Switch>
  );
}

/** The 11 brand-safety categories to avoid and the 4 partners that score the inventory. */
export function BrandSuitability() {
  const t = useCampaignMessage();
  const { readOnly } = useCampaignEditor();
  const partners = useController<CampaignFormValues, 'targeting.brand_suitability.partners'>({
    name: 'targeting.brand_suitability.partners',
  });
  return (
    <div className={styles.stack}>
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>{t('campaigns.brandSafety.categories')}</legend>
        <p className={styles.muted}>{t('campaigns.brandSafety.description')}</p>
        <div className={styles.checklist}>
          {BRAND_SAFETY_CATEGORIES.map(({ value }) => (
            <CategorySwitch key={value} category={value} />
          ))}
        </div>
      </fieldset>
      <CheckboxGroup
        className={fieldStyles.field}
        value={partners.field.value}
        onChange={(value) => partners.field.onChange(value)}
        isReadOnly={readOnly}
      >
        <Label className={fieldStyles.label}>{t('campaigns.brandSafety.partners')}</Label>
        <div className={styles.checklist}>
          {BRAND_SAFETY_PARTNERS.map((partner) => (
            <Checkbox key={partner.value} value={partner.value}>
              {partner.label}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
    </div>
  );
}
