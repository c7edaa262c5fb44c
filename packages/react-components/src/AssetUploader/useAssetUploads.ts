import { earshotKeys, getAssetQuery, type S3Data, type Schema, uploadWithPolicy } from '@earshot/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateAsset } from '../hooks/resources/assets.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { type AudioFileLimits, type AudioFileProblem, checkAudioFile } from './audioFileRules.ts';
import { type AudioMeasurement, measureAudioFile } from './measureAudioFile.ts';

/** An asset of an advertiser. */
export type Asset = Schema<'Asset'>;

/** Where a file of the uploader stands. */
export type UploadState =
  | { status: 'checking' }
  | { status: 'refused'; problem: AudioFileProblem }
  | { status: 'uploading'; percent: number }
  | { status: 'failed' }
  | { status: 'cancelled' }
  | { status: 'uploaded'; asset: Asset };

/**
 * The pre-flight measurement of a file in the browser, which runs beside its upload: `measuring`, then
 * `measured`, or `unavailable` where the browser cannot (no Web Audio, a type other than WAV or MP3, a
 * file it does not decode), and the server's check is what shows once the file is uploaded.
 */
export type BrowserCheck =
  | { status: 'measuring' }
  | { status: 'measured'; measurement: AudioMeasurement }
  | { status: 'unavailable' };

/** A file given to the uploader, where it stands, and its measurement once the type and size checks pass. */
export type UploadItem = UploadState & { id: string; file: File; browserCheck?: BrowserCheck | undefined };

interface Prepared {
  contentType: Schema<'UploadedAssetCreate'>['content_type'];
  created?: { asset: Asset; s3Data: S3Data | null };
}

const ASSET_NAME_LIMIT = 200;
const nameOf = (file: File) => (file.name.replace(/\.[^.]+$/, '') || file.name).slice(0, ASSET_NAME_LIMIT);

/** Options of {@link useAssetUploads}. */
export interface AssetUploadsOptions {
  advertiserId: string;
  limits: AudioFileLimits;
  readDuration: (file: File) => Promise<number>;
  onUploaded?: ((asset: Asset) => void) | undefined;
}

/**
 * The uploader's files: each is checked (type, size, duration), announced as an asset, then posted
 * under its signed policy with progress, while the browser measures it for its pre-flight. A failed or
 * cancelled file keeps its asset, policy and measurement, so retrying only sends the file again.
 */
export function useAssetUploads({ advertiserId, limits, readDuration, onUploaded }: AssetUploadsOptions) {
  const { client, queryClient } = usePlatform();
  const createAsset = useCreateAsset();
  const [items, setItems] = useState<UploadItem[]>([]);
  const prepared = useRef(new Map<string, Prepared>());
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback((id: string, state: UploadState) => {
    setItems((current) =>
      current.map((item) =>
        item.id === id ? { id, file: item.file, browserCheck: item.browserCheck, ...state } : item,
      ),
    );
  }, []);

  const setBrowserCheck = useCallback((id: string, browserCheck: BrowserCheck) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, browserCheck } : item)));
  }, []);

  const measure = useCallback(
    (id: string, file: File, contentType: string) => {
      setBrowserCheck(id, { status: 'measuring' });
      void measureAudioFile(file, contentType).then(
        (measurement) =>
          setBrowserCheck(id, measurement ? { status: 'measured', measurement } : { status: 'unavailable' }),
        () => setBrowserCheck(id, { status: 'unavailable' }),
      );
    },
    [setBrowserCheck],
  );

  const upload = useCallback(
    async (id: string, file: File) => {
      const entry = prepared.current.get(id);
      if (!entry) return;
      const controller = new AbortController();
      uploads.current.set(id, controller);
      update(id, { status: 'uploading', percent: 0 });
      try {
        if (!entry.created) {
          const answer = await createAsset.mutateAsync({
            advertiserId,
            body: {
              kind: 'uploaded',
              name: nameOf(file),
              filename: file.name,
              content_type: entry.contentType,
            },
          });
          entry.created = { asset: answer.asset, s3Data: answer.s3_data };
        }
        const { created } = entry;
        controller.signal.throwIfAborted();
        await uploadWithPolicy({
          file,
          s3Data: created.s3Data,
          signal: controller.signal,
          onProgress: (percent) => {
            if (!controller.signal.aborted) update(id, { status: 'uploading', percent });
          },
        });
        void queryClient.invalidateQueries({ queryKey: earshotKeys.resource(advertiserId, 'assets') });
        // The stored file gives the asset its address and length; an answer that fails keeps the announced one.
        const asset = await queryClient
          .fetchQuery({ ...getAssetQuery(client, advertiserId, created.asset.uuid), staleTime: 0 })
          .catch(() => created.asset);
        update(id, { status: 'uploaded', asset });
        onUploaded?.(asset);
      } catch {
        update(id, { status: controller.signal.aborted ? 'cancelled' : 'failed' });
      } finally {
        uploads.current.delete(id);
      }
    },
    [advertiserId, client, queryClient, createAsset.mutateAsync, onUploaded, update],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ id: globalThis.crypto.randomUUID(), file }));
      setItems((current) => [...current, ...added.map((item) => ({ ...item, status: 'checking' as const }))]);
      for (const { id, file } of added) {
        void checkAudioFile(file, limits, readDuration).then((checked) => {
          if ('reason' in checked) return update(id, { status: 'refused', problem: checked });
          prepared.current.set(id, { contentType: checked.contentType });
          // The pre-flight runs beside the upload: a file that fails it is uploaded all the same, and
          // the server checks it again.
          measure(id, file, checked.contentType);
          return upload(id, file);
        });
      }
    },
    [limits, readDuration, update, upload, measure],
  );

  const cancel = useCallback((id: string) => uploads.current.get(id)?.abort(), []);

  const retry = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (item) void upload(id, item.file);
    },
    [items, upload],
  );

  const remove = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    prepared.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, add, cancel, retry, remove };
}
