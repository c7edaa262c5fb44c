import type { Schema } from '@earshot/sdk-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FieldBinding } from '../Form/FormField.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Select } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VoiceSample } from './VoiceSample.tsx';

type Voice = Schema<'Voice'>;

/** Props of {@link VoicePicker}. */
export interface VoicePickerProps {
  /** The voices, from `useVoices`. */
  voices: UseQueryResult<Voice[], Error>;
  /** The form's `voice_id` field. */
  field: FieldBinding<string>;
  isReadOnly: boolean;
}

/**
 * The voice to generate with, each named with its language (in the reader's language) and gender,
 * and the picked voice's sample to audition before generating.
 */
export function VoicePicker({ voices, field, isReadOnly }: VoicePickerProps) {
  const t = useAssetMessage();
  const intl = useIntl();
  // A voice's BCP 47 tag ('en-US') named in the provider's locale ('Englisch (Vereinigte Staaten)' in German).
  const languageName = (tag: string) => intl.formatDisplayName(tag, { type: 'language' }) ?? tag;
  return (
    <QueryStates
      query={voices}
      loading={<Skeleton lines={1} label={t('audioGenerator.voicesLoading')} />}
      loadFailed={t('audioGenerator.voicesFailed')}
      retryLabel={t('assetList.retry')}
      failure={{ variant: 'inline', size: 'small' }}
    >
      {(voiceList) => (
        <>
          <Select
            label={t('audioGenerator.voice')}
            selectedKey={field.value || null}
            onSelectionChange={(key) => field.onChange(String(key ?? ''))}
            onBlur={field.onBlur}
            isDisabled={isReadOnly}
            isInvalid={field.isInvalid}
            errorMessage={field.errorMessage}
            items={voiceList}
          >
            {(voice) => (
              <ListBoxItem id={voice.id} textValue={voice.name}>
                {t('audioGenerator.voiceOption', {
                  name: voice.name,
                  language: languageName(voice.language),
                  gender: t(`voiceGender.${voice.gender}`),
                })}
              </ListBoxItem>
            )}
          </Select>
          <VoiceSample voice={voiceList.find((voice) => voice.id === field.value)} />
        </>
      )}
    </QueryStates>
  );
}
