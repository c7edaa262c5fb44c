import type { QueryStatesProps } from '../QueryStates/QueryStates.tsx';

/** How a pixel section says its data failed: beside a small Retry, announcing only the message. */
export const SECTION_FAILURE = {
  variant: 'inline',
  size: 'small',
  announce: 'message',
} as const satisfies QueryStatesProps<never>['failure'];
