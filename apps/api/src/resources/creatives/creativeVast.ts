import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { readCreativeAudio, readCreativeImage } from './creativeMedia.ts';
import type { CreativeRow } from './creativeRow.ts';
import { renderVastDocument } from './vastDocument.ts';
import { vastTagUrl, vastTrackingUrls } from './vastTracking.ts';

const notServable = (message: string) => new HttpError(409, message, { code: 'creative_not_ready' });

/**
 * The creative's VAST 4.2 document, for an API reached at `publicBaseUrl`. 409 while the creative
 * cannot play: rejected, without an uploaded audio file, or with audio whose length cannot be read.
 */
export async function creativeVastDocument(
  db: Database,
  creative: CreativeRow,
  publicBaseUrl: string,
): Promise<string> {
  if (creative.status === 'rejected') {
    throw notServable('The creative was rejected: replace its audio before asking for its VAST tag');
  }
  const audio = await readCreativeAudio(db, creative);
  if (!audio) {
    throw notServable(
      'The creative has no audio file yet: upload its audio or choose a ready asset, then ask for its VAST tag again',
    );
  }
  if (audio.durationSeconds === null) {
    throw notServable(
      "The length of the creative's audio cannot be read: upload the audio file again (MP3, WAV, M4A, AAC or Ogg)",
    );
  }
  const { rows } = await db.query<{ name: string }>('SELECT name FROM advertisers WHERE uuid = $1', [
    creative.advertiser_uuid,
  ]);
  const tagUrl = vastTagUrl(publicBaseUrl, creative.advertiser_uuid, creative.id);
  const { impression, ...trackingUrls } = vastTrackingUrls(publicBaseUrl, creative.advertiser_uuid, tagUrl);
  return renderVastDocument({
    id: creative.id,
    adServingId: randomUUID(),
    title: creative.name,
    advertiser: rows[0]?.name ?? null,
    impressionUrl: impression,
    trackingUrls,
    durationSeconds: audio.durationSeconds,
    audio: { url: audio.url, contentType: audio.contentType, bitrateKbps: audio.bitrateKbps },
    clickThroughUrl: creative.click_url,
    companion: await readCreativeImage(db, creative),
  });
}
