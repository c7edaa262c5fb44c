import type { InventoryItem, InventorySearchClientOptions } from '@earshot/sdk-core';
import {
  type CreatePlaylistBody,
  PLAYLIST_TYPES,
  type Playlist,
  playlistFormSchema,
  type SavedSearch,
  SEARCH_COLLECTIONS,
} from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { EntityForm } from '../Form/EntityForm.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormNameField } from '../Form/FormNameField.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreatePlaylist, useUpdatePlaylist } from '../hooks/resources/playlists.ts';
import { InventorySearch } from '../InventorySearch/InventorySearch.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import * as styles from './PlaylistEditor.css.ts';
import { PlaylistItems } from './PlaylistItems.tsx';
import { SavedSearches } from './SavedSearches.tsx';
import { TagsField } from './TagsField.tsx';

const FIELDS = ['name', 'type', 'tags', 'inventory_ids', 'searches'] as const;

/** Props of {@link PlaylistForm}. */
export interface PlaylistFormProps {
  advertiserId: string;
  /** The saved playlist, or null for a new one. */
  playlist: Playlist | null;
  deals: readonly string[];
  search: InventorySearchClientOptions;
  isReadOnly: boolean;
  onSaved: (playlist: Playlist, created: boolean) => void;
}

/** The playlist's name, type, tags, items and saved searches, with the inventory search to add more. */
export function PlaylistForm({
  advertiserId,
  playlist,
  deals,
  search,
  isReadOnly,
  onSaved,
}: PlaylistFormProps) {
  const t = useInventoryMessage();
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  const [known, setKnown] = useState<ReadonlyMap<string, InventoryItem>>(new Map());
  const entity = useEntityForm<CreatePlaylistBody, CreatePlaylistBody, Playlist>({
    resolver: zodResolver(playlistFormSchema),
    defaultValues: {
      name: playlist?.name ?? '',
      type: playlist?.type ?? 'podcast',
      tags: playlist?.tags ?? [],
      inventory_ids: playlist?.inventory_ids ?? [],
      searches: (playlist?.searches ?? []) as SavedSearch[],
    },
    save: async (values) => {
      const { type: _fixed, ...changes } = values;
      return (
        playlist
          ? await update.mutateAsync({ advertiserId, playlistId: playlist.id, body: changes })
          : await create.mutateAsync({ advertiserId, body: values })
      ) as Playlist;
    },
    failed: (message) => t('playlistEditor.saveFailed', { message }),
    savedMessage: () => t('playlistEditor.saved'),
    onSaved: (saved) => onSaved(saved, !playlist),
    fieldOf: (path) => FIELDS.find((name) => path === name || path.startsWith(`${name}.`)),
  });
  const { form } = entity;
  const { control } = form;
  const type = form.watch('type');
  const ids = form.watch('inventory_ids') ?? [];
  const collection = SEARCH_COLLECTIONS.find((entry) => entry.type === type)?.value ?? 'podcast_v2';

  const addItem = (item: InventoryItem) => {
    setKnown(new Map(known).set(item.id, item));
    form.setValue('inventory_ids', [...ids, item.id], { shouldDirty: true });
  };

  return (
    <div className={styles.root}>
      <EntityForm
        entity={entity}
        title={t(playlist ? 'playlistEditor.titleEdit' : 'playlistEditor.titleNew')}
        submitLabel={t('playlistEditor.save')}
        isReadOnly={isReadOnly}
        className={styles.root}
      >
        <div className={styles.fields}>
          <FormNameField control={control} label={t('playlistEditor.name')} isReadOnly={isReadOnly} />
          <FormSelect
            control={control}
            name="type"
            label={t('playlistEditor.type')}
            isDisabled={Boolean(playlist) || isReadOnly}
            description={playlist ? t('playlistEditor.typeFixed') : undefined}
            options={PLAYLIST_TYPES.map((id) => ({ id, name: t(`playlistType.${id}`) }))}
          />
        </div>
        <FormField
          control={control}
          name="tags"
          render={(field) => (
            <TagsField
              value={field.value ?? []}
              onChange={field.onChange}
              errorMessage={field.errorMessage}
              isReadOnly={isReadOnly}
            />
          )}
        />
        <PlaylistItems
          ids={ids}
          collection={collection}
          search={search}
          known={known}
          savedReach={playlist?.reach ?? null}
          changed={
            playlist !== null &&
            (ids.length !== playlist.inventory_ids.length ||
              ids.some((id) => !playlist.inventory_ids.includes(id)))
          }
          onRemove={
            isReadOnly
              ? undefined
              : (id) =>
                  form.setValue(
                    'inventory_ids',
                    ids.filter((other) => other !== id),
                    { shouldDirty: true },
                  )
          }
        />
        <Controller
          control={control}
          name="searches"
          render={({ field }) => (
            <SavedSearches searches={field.value ?? []} onChange={isReadOnly ? undefined : field.onChange} />
          )}
        />
      </EntityForm>
      <InventorySearch
        search={search}
        collection={collection}
        deals={deals}
        addedIds={new Set(ids)}
        onAddItem={isReadOnly ? undefined : addItem}
        onSaveSearch={
          isReadOnly
            ? undefined
            : (saved) =>
                form.setValue('searches', [...(form.getValues('searches') ?? []), saved], {
                  shouldDirty: true,
                })
        }
      />
    </div>
  );
}
