import { isProtocol, TRACKING_MACROS, validatePixelUrl } from '@earshot/validators';
import { useEventTypes } from '../hooks/resources/metrics.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import { CampaignNumberField } from './CampaignFields.tsx';
import { EntryListField } from './EntryListField.tsx';
import { PickerField } from './PickerField.tsx';

/** The validation message keys of a tracking URL: its protocol and the pixel macro rules (spec §5). */
export function trackingUrlProblems(url: string): string[] {
  return [
    ...(isProtocol(url) ? [] : ['campaign.tracking_url.protocol']),
    ...validatePixelUrl(url).problems.map((problem) => problem.code),
  ];
}

/**
 * The conversion events: only those the advertiser's pixel has sent can be chosen (event names stored
 * before still show, and can be removed).
 */
function ConversionEventPicker() {
  const t = useCampaignMessage();
  const { advertiserId } = useCampaignEditor();
  const eventTypes = useEventTypes(advertiserId);
  const known = eventTypes.data ?? [];
  return (
    <PickerField
      name="optimization.conversion_events"
      label={t('campaigns.field.conversionEvents')}
      description={t(
        eventTypes.data && known.length === 0
          ? 'campaigns.field.conversionEvents.none'
          : 'campaigns.field.conversionEvents.description',
      )}
      options={known.map((type) => ({
        id: type.name,
        label: type.name,
        detail: t('campaigns.field.conversionEvents.count', { count: type.count }),
      }))}
      status={eventTypes.data ? 'ready' : eventTypes.isError ? 'failed' : 'loading'}
      onRetry={() => void eventTypes.refetch()}
    />
  );
}

/** Conversion events, attribution window and tracking URLs. */
export function OptimizationTab() {
  const t = useCampaignMessage();
  return (
    <div className={styles.stack}>
      <ConversionEventPicker />
      <CampaignNumberField
        name="optimization.attribution_window_days"
        label={t('campaigns.field.attributionWindow')}
        description={t('campaigns.field.attributionWindow.description')}
        minValue={1}
        maxValue={90}
      />
      <EntryListField
        name="optimization.tracking_urls"
        label={t('campaigns.field.trackingUrls')}
        description={t('campaigns.field.trackingUrls.description', {
          macros: TRACKING_MACROS.map((macro) => `{{${macro.value}}}`).join(' '),
        })}
        check={trackingUrlProblems}
      />
    </div>
  );
}
