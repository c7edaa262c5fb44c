import { isUuid } from '@earshot/validators';
import type { UploadListener } from '../../services/uploads/uploadListener.ts';
import { storageKey } from '../assets/uploadPolicy.ts';

/** Keys logo uploads are signed for: `logos/<advertiser>/<file name>`. */
const LOGO_KEY = /^logos\/([^/]+)\/[^/]+$/;

/**
 * Shows a received logo on the advertiser its key names: `logo_url` becomes the file's address, as an
 * asset's `file_url` does. A key for another file name than the advertiser's current `filename` (an
 * older or abandoned upload) changes nothing.
 */
export const attachLogoUpload: UploadListener = async (tx, file, now) => {
  const [, advertiserUuid = ''] = LOGO_KEY.exec(file.key) ?? [];
  if (!isUuid(advertiserUuid)) return;
  const { rows } = await tx.query<{ filename: string | null }>(
    'SELECT filename FROM advertisers WHERE uuid = $1',
    [advertiserUuid],
  );
  const filename = rows[0]?.filename;
  if (!filename || storageKey('logos', advertiserUuid, filename) !== file.key) return;
  await tx.query('UPDATE advertisers SET logo_url = $2, updated_at = $3 WHERE uuid = $1', [
    advertiserUuid,
    file.url,
    now,
  ]);
};
