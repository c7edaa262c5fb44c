import { isUuid } from '@earshot/validators';
import type { UploadListener } from '../../services/uploads/uploadListener.ts';
import { storageKey } from '../assets/uploadPolicy.ts';
import { creatives, setCreativeFileUrl } from './creativesRepository.ts';

/** Keys creative uploads are signed for: `advertisers/<advertiser>/creatives/<id>/<audio|display>/<file>`. */
const CREATIVE_FILE_KEY = /^advertisers\/([^/]+)\/creatives\/([^/]+)\/(audio|display)\/[^/]+$/;

/**
 * Attaches a received file to the creative its key names, as its audio or display ad. A key for a
 * file name the creative no longer has changes nothing.
 */
export const attachCreativeUpload: UploadListener = async (tx, file, now) => {
  const [, advertiserUuid = '', id = '', kind] = CREATIVE_FILE_KEY.exec(file.key) ?? [];
  if (!isUuid(advertiserUuid) || !isUuid(id) || (kind !== 'audio' && kind !== 'display')) return;
  const creative = await creatives.find(tx, advertiserUuid, id);
  const filename = kind === 'audio' ? creative?.audio_filename : creative?.display_filename;
  if (!filename || storageKey('advertisers', advertiserUuid, 'creatives', id, kind, filename) !== file.key) {
    return;
  }
  await setCreativeFileUrl(tx, advertiserUuid, id, kind, file.url, now);
};
