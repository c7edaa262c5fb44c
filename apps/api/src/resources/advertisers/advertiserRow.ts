import type { components } from '@earshot/sdk-core';
import type { Role } from '../../http/access.ts';

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
  created_at: Date;
  user_role: Role;
};

/** An advertiser as the contract shows it. */
export type AdvertiserWire = components['schemas']['Advertiser'];

/** Columns of {@link AdvertiserRow} from `advertisers a`, without the role. */
export const ADVERTISER_COLUMNS =
  'a.uuid, a.name, a.url, a.category, a.filename, a.logo_url, a.onboarded, a.deals, a.created_at';

/** Row → wire shape. */
export function toAdvertiser(row: AdvertiserRow): AdvertiserWire {
  return {
    uuid: row.uuid,
    name: row.name,
    url: row.url,
    category: row.category,
    filename: row.filename,
    logo_url: row.logo_url,
    onboarded: row.onboarded,
    user_role: row.user_role,
    deals: row.deals,
    created_at: row.created_at.toISOString(),
  };
}
