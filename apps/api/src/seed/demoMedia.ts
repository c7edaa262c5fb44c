import type { Database } from '../db/database.ts';
import { assets } from '../resources/assets/assetsRepository.ts';
import { demoId } from '../resources/assets/demoIds.ts';
import { storeGeneratedAssetFile } from '../resources/assets/generatedAssetFile.ts';
import { storageKey } from '../resources/assets/uploadPolicy.ts';
import { findVoice } from '../resources/audio/voicesRepository.ts';
import { setAssetAudioOfCreatives, setCreativeFileUrl } from '../resources/creatives/creativesRepository.ts';
import { encodePng } from '../services/media/encodePng.ts';
import { synthesizeSpeechFile } from '../services/speech/speechFile.ts';
import { findUpload, storeUpload } from '../services/uploads/uploadsRepository.ts';
import { sandboxFileUrl } from '../services/uploads/uploadUrl.ts';

/** What the demo "uploaded" spot says: the seed makes its file, as no one uploaded one. */
const SPRING_SALE_SPOT = {
  assetKey: 'asset:spring-sale',
  voiceId: 'en-us-female-1',
  text: 'Spring is here, and so is our biggest sale of the season. Thirty percent off everything until Sunday.',
};

/** The companion banner of the demo creative that has one, as the seed names it. */
const SPRING_SALE_BANNER = { creativeKey: 'creative:spring-sale', filename: 'spring-sale-300x250.png' };

/**
 * A 300×250 banner: a violet gradient with a light band and a play triangle, the shapes of an
 * audio ad's companion without any text to translate.
 */
export function paintBanner(width = 300, height = 250): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(width * height * 3);
  const triangle = { left: width * 0.42, right: width * 0.6, top: height * 0.34, bottom: height * 0.66 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = y / height;
      let rgb = [Math.round(91 - 40 * shade), Math.round(61 - 30 * shade), Math.round(214 - 80 * shade)];
      if (y > height * 0.78 && y < height * 0.86) rgb = [245, 197, 66];
      const middle = (triangle.top + triangle.bottom) / 2;
      const halfHeight = ((triangle.right - x) / (triangle.right - triangle.left)) * (middle - triangle.top);
      if (x >= triangle.left && x <= triangle.right && Math.abs(y - middle) <= halfHeight)
        rgb = [255, 255, 255];
      pixels.set(rgb, (y * width + x) * 3);
    }
  }
  return encodePng({ width, height, pixels });
}

/**
 * Makes the files of the demo rows that stand for uploads, where they are still missing: the
 * Spring Sale spot of every onboarded demo advertiser, read aloud (which its creative then plays),
 * and its creative's companion banner. Like speech, it runs in `pnpm seed`, not in the seed every
 * test server runs.
 * Returns how many files it stored.
 */
export async function seedDemoMedia(
  db: Database,
  advertiserUuids: readonly string[],
  publicBaseUrl: string,
  now: Date,
): Promise<number> {
  let made = 0;
  const voice = await findVoice(db, SPRING_SALE_SPOT.voiceId);
  for (const advertiserUuid of advertiserUuids) {
    const asset = await assets.find(db, advertiserUuid, demoId(advertiserUuid, SPRING_SALE_SPOT.assetKey));
    if (asset && !asset.file_key && voice) {
      const speech = await synthesizeSpeechFile(SPRING_SALE_SPOT.text, voice);
      await db.transaction(async (tx) => {
        const stored = await storeGeneratedAssetFile(publicBaseUrl, tx, asset, speech, now);
        // The Spring Sale creative plays this spot: it plays once the spot has its file.
        if (stored?.file_url)
          await setAssetAudioOfCreatives(tx, advertiserUuid, asset.uuid, stored.file_url, now);
      });
      made++;
    }
    const creativeId = demoId(advertiserUuid, SPRING_SALE_BANNER.creativeKey);
    const key = storageKey(
      'advertisers',
      advertiserUuid,
      'creatives',
      creativeId,
      'display',
      SPRING_SALE_BANNER.filename,
    );
    const { rows } = await db.query('SELECT 1 FROM creatives WHERE advertiser_uuid = $1 AND id = $2', [
      advertiserUuid,
      creativeId,
    ]);
    if (rows.length > 0 && !(await findUpload(db, key))) {
      await storeUpload(db, { key, contentType: 'image/png', body: paintBanner() }, now);
      await setCreativeFileUrl(
        db,
        advertiserUuid,
        creativeId,
        'display',
        sandboxFileUrl(publicBaseUrl, key),
        now,
      );
      made++;
    }
  }
  return made;
}
