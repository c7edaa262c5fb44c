import { z } from 'zod';

/** Query of `listAudioVersions`. */
export const listAudioVersionsQuerySchema = z.object({
  asset_uuid: z.uuid().optional(),
});
