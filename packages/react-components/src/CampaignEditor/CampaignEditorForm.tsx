import { getCampaignQuery } from '@earshot/sdk-core';
import { type Campaign, CPA_CAMPAIGN_RULES, isCpaUser } from '@earshot/validators';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { FormProvider, useForm, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { CampaignStatusActions } from '../CampaignStatus/CampaignStatusActions.tsx';
import { CampaignStatusBadge } from '../CampaignStatus/CampaignStatusBadge.tsx';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import * as styles from './CampaignEditor.css.ts';
import type { CampaignEditorProps } from './CampaignEditor.tsx';
import { CampaignEditorContext, type CampaignEditorContextValue } from './CampaignEditorContext.ts';
import { defaultDraftStorage } from './campaignDraft.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaignFormValues.ts';
import { campaignResolver, preloadCampaignValidation } from './campaignResolver.ts';
import { CAMPAIGN_EDITOR_TABS, type CampaignEditorTab } from './campaignTabs.ts';
import { campaignValues } from './campaignValues.ts';
import * as forecastStyles from './EditorForecast.css.ts';
import { EditorForecast } from './EditorForecast.tsx';
import { GeneralInformationTab } from './GeneralInformationTab.tsx';
import { LazyTabPanel } from './LazyTabPanel.tsx';
import {
  AudienceTab,
  CreativesTab,
  InventoryTab,
  OptimizationTab,
  preloadCampaignTab,
  SummaryTab,
  TargetingTab,
} from './lazyCampaignTabs.ts';
import { SaveBanner } from './SaveBanner.tsx';
import { useCampaignDraft } from './useCampaignDraft.ts';
import { useSaveCampaign } from './useSaveCampaign.ts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';

/** Props of {@link CampaignEditorForm}: the editor's, with the loaded campaign and resolved role. */
export interface CampaignEditorFormProps extends Omit<CampaignEditorProps, 'readOnly' | 'userRole'> {
  campaign: Campaign | null;
  readOnly: boolean;
  role: number | undefined;
}

/** The editor once its campaign is loaded: one form across all tabs. */
export function CampaignEditorForm(props: CampaignEditorFormProps) {
  const { advertiserId, campaignId, readOnly, role, onTabChange, onDirtyChange, onSaved } = props;
  // A campaign created here is updated by later saves, even before the host opens it by its id.
  const [created, setCreated] = useState<Campaign | null>(null);
  const campaign = props.campaign ?? created;
  const t = useCampaignMessage();
  const { date } = useFormatters();
  const { client, queryClient } = usePlatform();
  const cpaUser = isCpaUser(role);
  const [saved, setSaved] = useState<CampaignFormValues>(() =>
    campaign ? campaignValues(campaign) : emptyCampaignValues(cpaUser),
  );
  const form = useForm<CampaignFormValues>({
    defaultValues: saved,
    resolver: campaignResolver(cpaUser),
    // Checked on save, then again on every change. Checking on blur put errors above the Save
    // button between its press and release, so the button moved away and the first save was lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [storage] = useState(() =>
    props.draftStorage === undefined ? defaultDraftStorage() : props.draftStorage,
  );
  const draft = useCampaignDraft(form, saved, storage, { advertiserId, campaignId }, !readOnly);
  const { isDirty } = useFormState({ control: form.control });
  // The checks load with the form, not with the page, and are there by the first save.
  useEffect(() => {
    if (!readOnly) preloadCampaignValidation();
  }, [readOnly]);
  useUnsavedChangesGuard(isDirty && !readOnly, onDirtyChange);

  const [ownTab, setOwnTab] = useState<CampaignEditorTab>(props.defaultTab ?? 'general-information');
  const tab = props.tab ?? ownTab;
  const formElement = useRef<HTMLFormElement>(null);
  // A number field takes its value on blur: blur it before its tab goes away or the form is saved.
  const commitActiveField = () => {
    const active = formElement.current?.ownerDocument.activeElement;
    if (active instanceof HTMLElement && formElement.current?.contains(active)) active.blur();
  };
  const openTab = (next: CampaignEditorTab) => {
    commitActiveField();
    setOwnTab(next);
    onTabChange?.(next);
  };

  const billingType = useWatch({ control: form.control, name: 'billing_type' });
  const cpa = cpaUser || billingType === CPA_CAMPAIGN_RULES.billingType;
  const inventorySearch = props.search ?? null;
  const context = useMemo<CampaignEditorContextValue>(
    () => ({ advertiserId, readOnly, cpa, cpaUser, inventorySearch }),
    [advertiserId, readOnly, cpa, cpaUser, inventorySearch],
  );
  const { save, outcome, serverErrors, isSaving } = useSaveCampaign(form, {
    advertiserId,
    campaign,
    cpaUser,
    onSaved: (stored, launched) => {
      const values = campaignValues(stored);
      setSaved(values);
      form.reset(values);
      draft.clear();
      if (campaign === null) setCreated(stored);
      // A host opening the campaign by its id finds it at once instead of loading it again.
      queryClient.setQueryData(getCampaignQuery(client, advertiserId, stored.id).queryKey, stored);
      onSaved?.(stored, { created: campaign === null, launched });
    },
  });
  const next = CAMPAIGN_EDITOR_TABS[CAMPAIGN_EDITOR_TABS.indexOf(tab) + 1];

  return (
    <CampaignEditorContext.Provider value={context}>
      <FormProvider {...form}>
        <form
          ref={formElement}
          className={[styles.editor, props.className].filter(Boolean).join(' ')}
          data-readonly={readOnly || undefined}
          data-dirty={isDirty || undefined}
          aria-label={
            campaign
              ? t('campaigns.editor.editTitle', { name: campaign.name })
              : t('campaigns.editor.newTitle')
          }
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            commitActiveField();
            if (!readOnly) void save(false);
          }}
        >
          {campaign ? (
            <div className={styles.statusBar}>
              <CampaignStatusBadge status={campaign.status} />
              <CampaignStatusActions
                advertiserId={advertiserId}
                campaign={campaign}
                readOnly={readOnly}
                onLaunch={() => {
                  commitActiveField();
                  void save(true);
                }}
              />
            </div>
          ) : null}
          {readOnly ? (
            <p className={styles.notice} role="note">
              {t('campaigns.editor.readOnly')}
            </p>
          ) : null}
          {draft.restoredAt !== null ? (
            <div className={styles.notice} role="status">
              <span>
                {t('campaigns.draft.restored', {
                  time: date(draft.restoredAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </span>
              <Button variant="secondary" size="small" onPress={draft.discard}>
                {t('campaigns.draft.discard')}
              </Button>
            </div>
          ) : null}
          <SaveBanner outcome={outcome} onShowProblems={() => openTab('summary')} />
          <div className={forecastStyles.layout}>
            {/* The summary shows the forecast next to the plan itself. */}
            <div className={forecastStyles.workspace} data-single={tab === 'summary' || undefined}>
              <Tabs selectedKey={tab} onSelectionChange={(key: Key) => openTab(key as CampaignEditorTab)}>
                <TabList aria-label={t('campaigns.editor.tabs')}>
                  {CAMPAIGN_EDITOR_TABS.map((id) => (
                    <Tab
                      key={id}
                      id={id}
                      onHoverStart={() => preloadCampaignTab(id)}
                      onFocus={() => preloadCampaignTab(id)}
                    >
                      {t(`campaigns.tab.${id}` as CampaignMessageKey)}
                    </Tab>
                  ))}
                </TabList>
                <TabPanel id="general-information">
                  <GeneralInformationTab />
                </TabPanel>
                <LazyTabPanel id="inventory">
                  <InventoryTab />
                </LazyTabPanel>
                <LazyTabPanel id="targeting">
                  <TargetingTab
                    {...(props.targetingTab ? { subTab: props.targetingTab } : {})}
                    {...(props.defaultTargetingTab ? { defaultSubTab: props.defaultTargetingTab } : {})}
                    {...(props.onTargetingTabChange ? { onSubTabChange: props.onTargetingTabChange } : {})}
                  />
                </LazyTabPanel>
                <LazyTabPanel id="audience">
                  <AudienceTab />
                </LazyTabPanel>
                <LazyTabPanel id="creatives">
                  <CreativesTab />
                </LazyTabPanel>
                <LazyTabPanel id="optimization-and-attribution">
                  <OptimizationTab />
                </LazyTabPanel>
                <LazyTabPanel id="summary">
                  <SummaryTab
                    campaign={campaign}
                    serverErrors={serverErrors}
                    onOpenTab={openTab}
                    onLaunch={() => void save(true)}
                    isSaving={isSaving}
                  />
                </LazyTabPanel>
              </Tabs>
              {tab === 'summary' ? null : <EditorForecast />}
            </div>
          </div>
          <div className={styles.footer}>
            {next ? (
              <Button
                variant="secondary"
                onPress={() => openTab(next)}
                onHoverStart={() => preloadCampaignTab(next)}
                onFocus={() => preloadCampaignTab(next)}
              >
                {t('campaigns.editor.next', { tab: t(`campaigns.tab.${next}` as CampaignMessageKey) })}
              </Button>
            ) : null}
            {readOnly ? null : (
              <Button type="submit" isPending={isSaving}>
                {t('campaigns.editor.save')}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </CampaignEditorContext.Provider>
  );
}
