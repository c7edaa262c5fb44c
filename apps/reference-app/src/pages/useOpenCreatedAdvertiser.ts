import { advertiserSegment } from '@earshot/sdk-core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import type { Advertiser } from '../app/appTypes.ts';

/**
 * What follows the creation of an advertiser: the user and their advertisers are loaded afresh,
 * then the new advertiser's onboarding opens (spec §1: a new advertiser goes through onboarding).
 */
export function useOpenCreatedAdvertiser(): (advertiser: Advertiser) => Promise<void> {
  const { session, advertisers } = useAppServices();
  const navigate = useNavigate();
  return useCallback(
    async (advertiser) => {
      advertisers.clear();
      if (!(await session.loadUser())) return;
      await navigate(`/${encodeURIComponent(advertiserSegment(advertiser))}/onboarding`, { replace: true });
    },
    [advertisers, session, navigate],
  );
}
