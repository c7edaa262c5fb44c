import type { Schema } from '@earshot/sdk-core';
import { INTEGRATION_KINDS } from '@earshot/validators';
import { EditorScreen } from '../Form/EditorScreen.tsx';
import { useOnEntitySaved } from '../Form/useOnEntitySaved.ts';
import { useIntegration } from '../hooks/resources/integrations.ts';
import { useAccountPermissions } from '../hooks/useAccountPermissions.ts';
import { useIntegrationsMessage } from '../i18n/integrations/useIntegrationsMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { DataExportRunPanel } from './DataExportRunPanel.tsx';
import { IntegrationForm } from './IntegrationForm.tsx';
import { integrationHref } from './integrationHref.ts';

type Integration = Schema<'Integration'>;

/** Props of {@link IntegrationEditor}. */
export interface IntegrationEditorProps {
  /** The advertiser (agency) owning the integration (its uuid). */
  advertiserId: string;
  /** The integration's id, or 'new' to create one (route `integrations/{kind}/{id}`). */
  integrationId: string;
  /**
   * The kind of a new integration: the first segment of `integrations/{kind}/new`.
   * @default 'data-export'
   */
  kind?: string;
  /**
   * The path of the integrations section in the embedding app; a new integration opens at
   * `{basePath}/{kind}/{id}` once saved.
   * @default `/{advertiserId}/integrations`
   */
  basePath?: string;
  /**
   * Called after a save.
   * @default navigates to the new integration after creating it
   */
  onSaved?: (integration: Integration) => void;
  /**
   * Shows the integration without changing or running it. Whatever it says, roles other than 1 and 2
   * (and admins) never change or run it, as the server refuses them (spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

const asKind = (kind: string | undefined): Integration['kind'] =>
  INTEGRATION_KINDS.find((candidate) => candidate === kind) ?? 'data-export';

/**
 * The integration editor (routes `integrations/{kind}/new` and `integrations/{kind}/{id}`): name and
 * settings of a data export or webhook, pausing and resuming, and for a saved data export a run with
 * the files it wrote.
 */
export function IntegrationEditor({
  advertiserId,
  integrationId,
  kind,
  basePath,
  onSaved,
  isReadOnly: readOnlyProp = false,
}: IntegrationEditorProps) {
  const t = useIntegrationsMessage();
  const { canManage } = useAccountPermissions(advertiserId);
  const isReadOnly = readOnlyProp || !canManage;
  const isNew = integrationId === 'new';
  const integration = useIntegration(advertiserId, isNew ? null : integrationId);
  const base = basePath ?? `/${encodeURIComponent(advertiserId)}/integrations`;
  const onEntitySaved = useOnEntitySaved(onSaved, (saved: Integration) => integrationHref(base, saved));
  return (
    <EditorScreen
      query={integration}
      isNew={isNew}
      loadFailed={t('integrationEditor.loadFailed')}
      loading={<Skeleton lines={5} label={t('integrationEditor.loading')} />}
    >
      {(saved) => (
        <>
          <IntegrationForm
            key={saved?.id ?? 'new'}
            advertiserId={advertiserId}
            integration={saved}
            kind={asKind(kind)}
            listHref={base}
            ga4Href={`${base}/ga4`}
            isReadOnly={isReadOnly}
            onSaved={onEntitySaved}
          />
          {saved?.kind === 'data-export' ? (
            <DataExportRunPanel advertiserId={advertiserId} integration={saved} isReadOnly={isReadOnly} />
          ) : null}
        </>
      )}
    </EditorScreen>
  );
}
