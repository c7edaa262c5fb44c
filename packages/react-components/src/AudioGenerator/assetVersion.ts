import type { Schema } from '@earshot/sdk-core';

type Asset = Schema<'Asset'>;
type Version = Schema<'Advertisement'>;

const STATUS: Record<Asset['status'], Version['status']> = {
  ready: 'ready',
  failed: 'failed',
  processing: 'processing',
  pending_upload: 'processing',
};

/**
 * A generated asset's own audio as a version to list. A version generated before its asset existed
 * is saved to no asset, so a newly kept asset has no saved version that holds its audio: this one
 * shows it. Null for an uploaded asset or one without a script and voice.
 */
export function assetVersion(asset: Asset): Version | null {
  if (asset.kind !== 'generated' || !asset.script || !asset.voice_id) return null;
  return {
    external_id: `asset:${asset.uuid}`,
    asset_uuid: asset.uuid,
    script: asset.script,
    voice_id: asset.voice_id,
    status: STATUS[asset.status],
    audio_url: asset.file_url,
    duration_seconds: asset.duration_seconds,
    created_at: asset.updated_at,
  };
}
