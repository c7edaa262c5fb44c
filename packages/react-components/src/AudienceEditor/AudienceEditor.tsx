import type { Audience } from '@earshot/validators';
import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useOnEntitySaved } from '../Form/useOnEntitySaved.ts';
import { useAudience } from '../hooks/resources/audiences.ts';
import { useAudienceMessage } from '../i18n/audiences/useAudienceMessage.ts';
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
  const isNew = audienceId === 'new';
  const audience = useAudience(advertiserId, isNew ? null : audienceId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/audience`;
  const onEntitySaved = useOnEntitySaved(
    onSaved,
    (saved: Audience) => `${base}/${encodeURIComponent(saved.id)}`,
  );
  if (!audienceId) {
    return (
      <p role="alert" className={styles.error}>
        {t('audienceEditor.missingId')}
      </p>
    );
  }
  return (
    <EditorScreen
      query={audience}
      isNew={isNew}
      loadFailed={t('audienceEditor.loadFailed')}
      loading={<Skeleton lines={5} label={t('audienceEditor.loading')} />}
    >
      {(saved) => (
        <AudienceForm
          key={saved?.id ?? 'new'}
          advertiserId={advertiserId}
          audience={saved as Audience | null}
          isReadOnly={isReadOnly}
          onSaved={onEntitySaved}
        />
      )}
    </EditorScreen>
  );
}
