import { Button } from '../Button/Button.tsx';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import * as styles from './CampaignEditor.css.ts';
import type { SaveOutcome } from './useSaveCampaign.ts';

/** Props of {@link SaveBanner}. */
export interface SaveBannerProps {
  /** How the last save ended. */
  outcome: SaveOutcome;
  /** Opens the summary, where every problem is listed by tab. */
  onShowProblems: () => void;
}

/** Says how the last save went; a failed one points at the problems. */
export function SaveBanner({ outcome, onShowProblems }: SaveBannerProps) {
  const t = useCampaignMessage();
  if (outcome.kind === 'idle') return null;
  if (outcome.kind === 'saved') {
    return (
      <p className={styles.success} role="status">
        {outcome.launched ? t('campaigns.save.launched') : t('campaigns.save.saved')}
      </p>
    );
  }
  return (
    <div className={styles.errorBanner} role="alert">
      <span>
        {outcome.kind === 'invalid'
          ? t('campaigns.save.invalid')
          : t('campaigns.save.failed', { message: outcome.message })}
      </span>
      <Button variant="secondary" size="small" onPress={onShowProblems}>
        {t('campaigns.save.showProblems')}
      </Button>
    </div>
  );
}
