import { ApiError, type InventoryItem, type InventorySearchClientOptions } from '@earshot/sdk-core';
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
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { FormSelect } from '../Form/FormSelect.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { useCreatePlaylist } from '../hooks/useCreatePlaylist.ts';
import { useUpdatePlaylist } from '../hooks/useUpdatePlaylist.ts';
import { InventorySearch } from '../InventorySearch/InventorySearch.tsx';
import { useValidationText } from '../i18n/useValidationText.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { useInventoryMessage } from '../PlaylistTable/useInventoryMessage.ts';
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
  const validationText = useValidationText();
  const { toasts } = usePlatform();
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, InventoryItem>>(new Map());
  const form = useForm<CreatePlaylistBody>({
    resolver: zodResolver(playlistFormSchema),
    defaultValues: {
      name: playlist?.name ?? '',
      type: playlist?.type ?? 'podcast',
      tags: playlist?.tags ?? [],
      inventory_ids: playlist?.inventory_ids ?? [],
      searches: (playlist?.searches ?? []) as SavedSearch[],
    },
  });
  const { control, formState } = form;
  const type = form.watch('type');
  const ids = form.watch('inventory_ids') ?? [];
  const collection = SEARCH_COLLECTIONS.find((entry) => entry.type === type)?.value ?? 'podcast_v2';

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const { type: _fixed, ...changes } = values;
      const saved = playlist
        ? await update.mutateAsync({ advertiserId, playlistId: playlist.id, body: changes })
        : await create.mutateAsync({ advertiserId, body: values });
      toasts.notify({ kind: 'success', message: t('playlistEditor.saved') });
      onSaved(saved as Playlist, !playlist);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [path, key] of fields) {
        const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
        if (field) form.setError(field, { message: key });
      }
      if (fields.length === 0)
        setSaveError(t('playlistEditor.saveFailed', { message: (error as Error).message }));
    }
  });

  const addItem = (item: InventoryItem) => {
    setKnown(new Map(known).set(item.id, item));
    form.setValue('inventory_ids', [...ids, item.id], { shouldDirty: true });
  };

  return (
    <div className={styles.root}>
      <form onSubmit={onSubmit} noValidate className={styles.root}>
        <PageHeader
          title={t(playlist ? 'playlistEditor.titleEdit' : 'playlistEditor.titleNew')}
          actions={
            isReadOnly ? null : (
              <Button type="submit" isPending={formState.isSubmitting}>
                {t('playlistEditor.save')}
              </Button>
            )
          }
        />
        {saveError ? (
          <p role="alert" className={styles.error}>
            {saveError}
          </p>
        ) : null}
        <div className={styles.fields}>
          <FormTextField
            control={control}
            name="name"
            label={t('playlistEditor.name')}
            isRequired
            isReadOnly={isReadOnly}
          />
          <FormSelect
            control={control}
            name="type"
            label={t('playlistEditor.type')}
            isDisabled={Boolean(playlist) || isReadOnly}
            description={playlist ? t('playlistEditor.typeFixed') : undefined}
            options={PLAYLIST_TYPES.map((id) => ({ id, name: t(`playlistType.${id}`) }))}
          />
        </div>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              value={field.value ?? []}
              onChange={field.onChange}
              errorMessage={validationText(fieldState.error?.message)}
            />
          )}
        />
        <PlaylistItems
          ids={ids}
          collection={collection}
          search={search}
          known={known}
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
      </form>
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
