import type { components } from '@earshot/sdk-core';
import type { AttributionModel } from '@earshot/validators';
import type { Role } from '../../http/access.ts';
import { isoTime, wireMapper } from '../shared/wireMapper.ts';

/** An `advertisers` row joined with the viewer's role. */
export type AdvertiserRow = {
  uuid: string;
  name: string;
  url: string | null;
  category: string;
  filename: string | null;
  logo_url: string | null;
  onboarded: boolean;
  deals: string[];
  attribution_window_days: number;
  attribution_model: AttributionModel;
  created_at: Date;
  user_role: Role;
};

/** An advertiser as the contract shows it. */
export type AdvertiserWire = components['schemas']['Advertiser'];

/** Columns of {@link AdvertiserRow} from `advertisers a`, without the role. */
export const ADVERTISER_COLUMNS = `a.uuid, a.name, a.url, a.category, a.filename, a.logo_url, a.onboarded, a.deals,
  a.attribution_window_days, a.attribution_model, a.created_at`;

/** Row → wire shape. */
export const toAdvertiser = wireMapper<AdvertiserRow, AdvertiserWire>()(
  'uuid name url category filename logo_url onboarded user_role deals attribution_window_days attribution_model created_at',
  { created_at: isoTime('created_at') },
);
