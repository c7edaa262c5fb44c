import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

const CREATIVE = { variable: 'creativeId', missing: 'Missing required parameter creative id' } as const;

/** GET /companies/{id}/creatives (listCreatives). */
export const listCreativesQuery = listQuery('listCreatives', '/companies/{id}/creatives', 'creatives');

/** GET /companies/{id}/creatives/{creativeId} (getCreative). */
export const getCreativeQuery = itemQuery('getCreative', '/companies/{id}/creatives/{creativeId}', {
  resource: 'creatives',
  param: 'creativeId',
  missing: 'Missing required parameter creative id',
});

/**
 * POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the
 * `s3_data` / `s3_displayad` policies to upload its audio and display files with.
 */
export const createCreativeMutation = writeMutation('createCreative', 'post', '/companies/{id}/creatives', {
  invalidates: ['creatives'],
});

/**
 * PATCH /companies/{id}/creatives/{creativeId} (updateCreative): answers the creative and, for each
 * audio or display ad file the body names, the `s3_data` / `s3_displayad` policy to upload it with
 * (null for a file it does not name). Naming a file replaces the current one, even under its name.
 */
export const updateCreativeMutation = writeMutation(
  'updateCreative',
  'patch',
  '/companies/{id}/creatives/{creativeId}',
  { invalidates: ['creatives'], item: CREATIVE },
);

/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export const deleteCreativeMutation = writeMutation('deleteCreative', 'delete', '/creatives/{id}', {
  invalidates: ['creatives'],
  item: { ...CREATIVE, param: 'id' },
});
