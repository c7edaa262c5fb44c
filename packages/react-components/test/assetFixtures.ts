import type { Schema } from '@earshot/sdk-core';

/** The advertiser the asset and creative screens' tests work for. */
export const TEST_ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';

const TIMES = { created_at: '2026-03-01T09:00:00Z', updated_at: '2026-03-01T09:00:00Z' };

/** A ready uploaded asset of the test advertiser, with `changes` applied. */
export function assetFixture(changes: Partial<Schema<'Asset'>> = {}): Schema<'Asset'> {
  return {
    uuid: 'a0000000-0000-4000-8000-000000000001',
    advertiser_id: TEST_ADVERTISER,
    name: 'Spring sale',
    kind: 'uploaded',
    status: 'ready',
    filename: 'spring-sale.mp3',
    content_type: 'audio/mpeg',
    duration_seconds: 29.6,
    file_url: 'http://127.0.0.1/v1/uploads/spring',
    script: null,
    voice_id: null,
    source_asset_uuid: null,
    preflight: null,
    peaks: null,
    ...TIMES,
    ...changes,
  };
}

/** A ready creative of the test advertiser with an audio file and a companion image, with `changes` applied. */
export function creativeFixture(changes: Partial<Schema<'Creative'>> = {}): Schema<'Creative'> {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    advertiser_id: TEST_ADVERTISER,
    name: 'Spring sale',
    asset_uuid: null,
    audio_filename: 'spot.mp3',
    audio_url: 'http://127.0.0.1/v1/uploads/spot.mp3',
    display_filename: 'banner.png',
    display_url: 'http://127.0.0.1/v1/uploads/banner.png',
    click_url: null,
    status: 'ready',
    vast_key: '0123456789abcdef0123456789abcdef',
    ...TIMES,
    ...changes,
  };
}
