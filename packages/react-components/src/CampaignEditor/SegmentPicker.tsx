import { earshotKeys, type Schema, type searchSegmentsQuery } from '@earshot/sdk-core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryData } from '../hooks/usePlatformQuery.ts';
import { useSearchSegments } from '../hooks/useSearchSegments.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import type { TargetingPickerOption } from '../TargetingPicker/TargetingPicker.tsx';
import { useDebouncedValue } from '../TargetingPicker/useDebouncedValue.ts';
import { PickerField } from './PickerField.tsx';
import { SEARCH_DELAY_MS, searchStatus } from './searchStatus.ts';

/**
 * The data segments the targeting reaches (`targeting.audiences`), from the segment marketplace: the
 * largest first, or those whose name holds the typed text, each with its provider and listeners. The
 * marketplace finds segments by name only, so a chosen segment is named from any search of the
 * session that listed it, and shown by id otherwise.
 */
export function SegmentPicker() {
  const t = useCampaignMessage();
  const { number } = useFormatters();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useSearchSegments({ index: 'liveramp', q }, { placeholderData: keepPreviousData });
  const listed = useQueryClient()
    .getQueriesData<QueryData<typeof searchSegmentsQuery>>({ queryKey: earshotKeys.global('segment-search') })
    .flatMap(([, answer]) => answer?.hits ?? []);
  const option = (segment: Schema<'Segment'>): TargetingPickerOption => ({
    id: segment.id,
    label: segment.name,
    detail: t('campaigns.segment.detail', {
      provider: segment.provider,
      size: number(segment.size, { notation: 'compact' }),
    }),
  });
  return (
    <PickerField
      name="targeting.audiences"
      label={t('campaigns.targeting.audiences')}
      description={t('campaigns.targeting.audiences.description')}
      options={(found.data?.hits ?? []).map(option)}
      chosenOptions={listed.map(option)}
      onSearch={setText}
      status={searchStatus(text, q, found, true)}
      onRetry={() => void found.refetch()}
    />
  );
}
