import { advertiserSegment } from '@earshot/sdk-core';
import { canEdit } from '@earshot/validators';
import { useParams, useRouteLoaderData } from 'react-router';
import type { Advertiser } from '../app/appTypes.ts';

/** The advertiser of the current path, as the advertiser guard resolved it. */
export function useActiveAdvertiser(): Advertiser {
  const advertiser = useRouteLoaderData('advertiser') as Advertiser | undefined;
  if (!advertiser) throw new Error('useActiveAdvertiser is used outside the advertiser routes');
  return advertiser;
}

/** Whether the user may change anything of the active advertiser (roles 1 and 2, spec §6). */
export function useCanEdit(): boolean {
  return canEdit(useActiveAdvertiser().user_role);
}

/** The props every advertiser screen takes: the advertiser, its path under `section`, and whether it is read-only. */
export function useAdvertiserScreenProps(section: string): {
  advertiserId: string;
  basePath: string;
  isReadOnly: boolean;
} {
  const advertiser = useActiveAdvertiser();
  return {
    advertiserId: advertiser.uuid,
    basePath: `/${advertiserSegment(advertiser)}/${section}`,
    isReadOnly: !useCanEdit(),
  };
}

/** Builds a path under the advertiser segment of the current path. */
export function useAdvertiserPath(): (path: string) => string {
  const { advertiserId = '' } = useParams();
  return (path) => `/${encodeURIComponent(advertiserId)}/${path}`;
}
