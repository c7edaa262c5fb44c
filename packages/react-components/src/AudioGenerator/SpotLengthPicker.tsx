import { SPOT_LENGTHS, type SpotLength } from '@earshot/validators';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';

/** Props of {@link SpotLengthPicker}. */
export interface SpotLengthPickerProps {
  value: SpotLength;
  onChange: (seconds: SpotLength) => void;
  isReadOnly: boolean;
}

/** The spot's length (15, 30 or 60 seconds) the script is written and suggested for. */
export function SpotLengthPicker({ value, onChange, isReadOnly }: SpotLengthPickerProps) {
  const t = useAssetMessage();
  return (
    <RadioGroup
      label={t('audioGenerator.spotLength')}
      orientation="horizontal"
      value={String(value)}
      onChange={(seconds) => onChange(Number(seconds) as SpotLength)}
      isReadOnly={isReadOnly}
    >
      {SPOT_LENGTHS.map((seconds) => (
        <Radio key={seconds} value={String(seconds)}>
          {t('audioGenerator.spotLength.option', { seconds })}
        </Radio>
      ))}
    </RadioGroup>
  );
}
