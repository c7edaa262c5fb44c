import type { Audience } from '@earshot/validators';
import { useAudience } from '../hooks/useAudience.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './AudienceEditor.css.ts';
import { AudienceForm } from './AudienceForm.tsx';

/** Props of {@link AudienceEditor}. */
export interface AudienceEditorProps {
  /** The advertiser owning the audience (its uuid). */
  advertiserId: string;
  /** The audience's id, or 'new' to create one (route `audience/{id}`). */
  audienceId: string;
  /**
   * The path of the audiences section in the embedding app; a new audience opens at `{basePath}/{id}` once saved.
   * @default `/{advertiserId}/audience`
   */
  basePath?: string;
  /**
   * Called after a save.
   * @default navigates to the new audience after creating it
   */
  onSaved?: (audience: Audience) => void;
  /**
   * Shows the audience without changing it (view-only and reporting roles).
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * The audience editor (route `audience/{id}`) for the three kinds: first-party segments by URL, event
 * or onboarding step; a CRM customer list with a preview of the match; CDP data segments from
 * LiveRamp. Sends the payload of the chosen kind with `type` 1.
 */
export function AudienceEditor({
  advertiserId,
  audienceId,
  basePath,
  onSaved,
  isReadOnly = false,
}: AudienceEditorProps) {
  const t = useAudienceMessage();
  const { navigate } = usePlatform();
  const isNew = audienceId === 'new';
  const audience = useAudience(advertiserId, isNew ? null : audienceId);
  if (!audienceId) {
    return (
      <p role="alert" className={styles.error}>
        {t('audienceEditor.missingId')}
      </p>
    );
  }
  if (audience.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('audienceEditor.loadFailed')}
      </p>
    );
  }
  if (!isNew && !audience.data) return <Skeleton lines={5} label={t('audienceEditor.loading')} />;
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/audience`;
  return (
    <AudienceForm
      key={audience.data?.id ?? 'new'}
      advertiserId={advertiserId}
      audience={isNew ? null : ((audience.data ?? null) as Audience | null)}
      isReadOnly={isReadOnly}
      onSaved={(saved, created) => {
        if (onSaved) onSaved(saved);
        else if (created) navigate(`${base}/${encodeURIComponent(saved.id)}`);
      }}
    />
  );
}
