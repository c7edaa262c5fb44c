import { runDataExportMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export function useRunDataExport(
  options?: PlatformMutationHookOptions<
    MutationData<typeof runDataExportMutation>,
    MutationVariables<typeof runDataExportMutation>
  >,
) {
  return usePlatformMutation(runDataExportMutation, options);
}
