import {
  createInventorySearchClient,
  type InventoryItem,
  type InventorySearchClient,
} from '@earshot/sdk-core';
import { SEARCH_COLLECTIONS } from '@earshot/validators';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAdvertiser } from '../hooks/resources/advertisers.ts';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import type { TargetingPickerOption } from '../TargetingPicker/TargetingPicker.tsx';
import { useDebouncedValue } from '../TargetingPicker/useDebouncedValue.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { PickerField } from './PickerField.tsx';
import { SEARCH_DELAY_MS, searchStatus } from './searchStatus.ts';

/** Hits a search takes from each collection: a short list of every kind of show or station. */
const HITS_PER_COLLECTION = 5;

/** The best matches of `q` in every collection, open in the advertiser's deals (spec §9). */
async function searchEveryCollection(
  client: InventorySearchClient,
  q: string,
  deals: readonly string[],
  signal: AbortSignal,
): Promise<InventoryItem[]> {
  const pages = await Promise.all(
    SEARCH_COLLECTIONS.map(({ value }) =>
      client.search({ collection: value, q, deals, perPage: HITS_PER_COLLECTION, signal }),
    ),
  );
  return pages.flatMap((page) => page.hits.map((hit) => hit.document));
}

/** The items of `ids`, in whichever collection holds each. */
async function fetchFromEveryCollection(
  client: InventorySearchClient,
  ids: readonly string[],
  signal: AbortSignal,
): Promise<InventoryItem[]> {
  const found = await Promise.all(
    SEARCH_COLLECTIONS.map(({ value }) => client.fetchByIds(value, ids, signal)),
  );
  return found.flat();
}

/**
 * The inventory items the targeting reaches (`targeting.inventory`): shows and stations found by name
 * in every collection of the inventory search as the user types, stored by item id. The items chosen
 * when the picker opens are named by looking their ids up. Without the editor's `search` options there
 * is nothing to search, and the picker says the choices could not be loaded.
 */
export function InventoryPicker() {
  const t = useCampaignMessage();
  const inventoryText = useInventoryMessage();
  const { advertiserId, inventorySearch } = useCampaignEditor();
  const deals = useAdvertiser(advertiserId).data?.deals;
  const client = useMemo(
    () => (inventorySearch ? createInventorySearchClient(inventorySearch) : null),
    [inventorySearch],
  );
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const baseUrl = inventorySearch?.baseUrl;
  const found = useQuery({
    queryKey: ['earshot', 'inventory-search', baseUrl, 'every-collection', q, deals],
    queryFn:
      client && deals && q !== ''
        ? ({ signal }) => searchEveryCollection(client, q, deals, signal)
        : skipToken,
    placeholderData: keepPreviousData,
  });
  const chosen = useWatch<CampaignFormValues, 'targeting.inventory'>({ name: 'targeting.inventory' });
  // Those chosen on opening; a pick made since is named by the search that found it.
  const [opened] = useState(chosen);
  const stored = useQuery({
    queryKey: ['earshot', 'inventory-items', baseUrl, 'every-collection', opened],
    queryFn:
      client && opened.length > 0
        ? ({ signal }) => fetchFromEveryCollection(client, opened, signal)
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const option = (item: InventoryItem): TargetingPickerOption => ({
    id: item.id,
    label: item.name,
    detail: t('campaigns.inventory.detail', {
      type: inventoryText(`playlistType.${item.type}`),
      supply: item.supply,
    }),
  });
  return (
    <PickerField
      name="targeting.inventory"
      label={t('campaigns.targeting.inventory')}
      description={t('campaigns.targeting.inventory.description')}
      options={text.trim() === '' ? [] : (found.data ?? []).map(option)}
      chosenOptions={(stored.data ?? []).map(option)}
      onSearch={setText}
      status={client ? searchStatus(text, q, found) : 'failed'}
      {...(client ? { onRetry: () => void found.refetch() } : {})}
    />
  );
}
