import { useState } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/** What {@link useLeaveCampaignBlocker} returns. */
export interface LeaveCampaignBlocker {
  /** For the editor's `onDirtyChange`. */
  onDirtyChange: (dirty: boolean) => void;
  /** The router's blocker: `blocked` while a navigation waits for the user's answer. */
  blocker: Blocker;
}

/**
 * Holds back a navigation out of the campaign editors (paths below `editorsPath`, e.g.
 * `/acme-audio.com/campaigns/`) while the editor has unsaved changes. Moving between tabs, and
 * from `new` to the id of the campaign just created, stays inside and passes.
 */
export function useLeaveCampaignBlocker(editorsPath: string): LeaveCampaignBlocker {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(editorsPath));
  return { onDirtyChange: setDirty, blocker };
}
