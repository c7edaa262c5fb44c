import type { TargetingPickerStatus } from '../TargetingPicker/TargetingPicker.tsx';

/** How long typing pauses before a picker searches, in milliseconds. */
export const SEARCH_DELAY_MS = 250;

/**
 * The status of a picker searching a service for the typed `text`: loading while the typing has not
 * settled (on `settled`) or the search runs, failed when it failed. Without text a search that lists
 * nothing is ready at once; one that `listsAll` (the first page of everything) loads like any other.
 */
export function searchStatus(
  text: string,
  settled: string,
  search: { isFetching: boolean; isError: boolean },
  listsAll = false,
): TargetingPickerStatus {
  const typed = text.trim();
  if (typed === '' && !listsAll) return 'ready';
  if (typed !== settled || search.isFetching) return 'loading';
  return search.isError ? 'failed' : 'ready';
}
