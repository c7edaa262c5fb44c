export { AccountDetails, type AccountDetailsProps } from './AccountDetails/AccountDetails.tsx';
export {
  AdvertiserSwitcher,
  type AdvertiserSwitcherProps,
  type SwitcherAdvertiser,
} from './AdvertiserSwitcher/AdvertiserSwitcher.tsx';
export { AssetEditor, type AssetEditorProps } from './AssetEditor/AssetEditor.tsx';
export { AssetList, type AssetListProps } from './AssetList/AssetList.tsx';
export { AssetUploader, type AssetUploaderProps } from './AssetUploader/AssetUploader.tsx';
export { AudienceEditor, type AudienceEditorProps } from './AudienceEditor/AudienceEditor.tsx';
export { AudienceList, type AudienceListProps } from './AudienceList/AudienceList.tsx';
export { AudioGenerator, type AudioGeneratorProps } from './AudioGenerator/AudioGenerator.tsx';
export { Billing, type BillingProps } from './Billing/Billing.tsx';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { CampaignEditor, type CampaignEditorProps } from './CampaignEditor/CampaignEditor.tsx';
export {
  CampaignLeaveDialog,
  type CampaignLeaveDialogProps,
} from './CampaignEditor/CampaignLeaveDialog.tsx';
export {
  CAMPAIGN_EDITOR_TABS,
  type CampaignEditorTab,
  isCampaignEditorTab,
  TARGETING_TABS,
  type TargetingTab,
} from './CampaignEditor/campaignTabs.ts';
export { CampaignList, type CampaignListProps } from './CampaignList/CampaignList.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { CreativeEditor, type CreativeEditorProps } from './CreativeEditor/CreativeEditor.tsx';
export { CreativeList, type CreativeListProps } from './CreativeList/CreativeList.tsx';
export type { ClassName } from './className.ts';
export { Dashboard, type DashboardProps } from './Dashboard/Dashboard.tsx';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker/DateRangePicker.tsx';
export { Dialog, type DialogProps, DialogTrigger } from './Dialog/Dialog.tsx';
export { DropZone, type DropZoneProps } from './DropZone/DropZone.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary/ErrorBoundary.tsx';
export { ErrorFallback, type ErrorFallbackProps } from './ErrorBoundary/ErrorFallback.tsx';
export { type AccountPermissions, useAccountPermissions } from './hooks/useAccountPermissions.ts';
export { useAdvertiser } from './hooks/useAdvertiser.ts';
export { useAdvertiserAsAdmin } from './hooks/useAdvertiserAsAdmin.ts';
export { useAdvertisers } from './hooks/useAdvertisers.ts';
export { useAggregateCpaMetrics } from './hooks/useAggregateCpaMetrics.ts';
export { useAggregateMetrics } from './hooks/useAggregateMetrics.ts';
export { useAsset } from './hooks/useAsset.ts';
export { useAssets } from './hooks/useAssets.ts';
export { useAttributionPartners } from './hooks/useAttributionPartners.ts';
export { useAudience } from './hooks/useAudience.ts';
export { useAudienceSegments } from './hooks/useAudienceSegments.ts';
export { useAudiences } from './hooks/useAudiences.ts';
export { useAudioVersion } from './hooks/useAudioVersion.ts';
export { useAudioVersions } from './hooks/useAudioVersions.ts';
export { useAuthenticate } from './hooks/useAuthenticate.ts';
export { useBillableEvents } from './hooks/useBillableEvents.ts';
export { useBillingInfo } from './hooks/useBillingInfo.ts';
export { useBillingTypes } from './hooks/useBillingTypes.ts';
export { useCampaign } from './hooks/useCampaign.ts';
export { useCampaigns } from './hooks/useCampaigns.ts';
export { useCountEvents } from './hooks/useCountEvents.ts';
export { useCreateAdvertiser } from './hooks/useCreateAdvertiser.ts';
export { useCreateAsset } from './hooks/useCreateAsset.ts';
export { useCreateAudience } from './hooks/useCreateAudience.ts';
export { useCreateAudioVersion } from './hooks/useCreateAudioVersion.ts';
export { useCreateBillingInfo } from './hooks/useCreateBillingInfo.ts';
export { useCreateCampaign } from './hooks/useCreateCampaign.ts';
export { useCreateCreative } from './hooks/useCreateCreative.ts';
export { useCreateCrmUpload } from './hooks/useCreateCrmUpload.ts';
export { useCreateIntegration } from './hooks/useCreateIntegration.ts';
export { useCreateOnboardingEvent } from './hooks/useCreateOnboardingEvent.ts';
export { useCreatePaymentMethod } from './hooks/useCreatePaymentMethod.ts';
export { useCreatePaymentToken } from './hooks/useCreatePaymentToken.ts';
export { useCreatePlaylist } from './hooks/useCreatePlaylist.ts';
export { useCreateTeamMembers } from './hooks/useCreateTeamMembers.ts';
export { useCreateUser } from './hooks/useCreateUser.ts';
export { useCreative } from './hooks/useCreative.ts';
export { useCreatives } from './hooks/useCreatives.ts';
export { useCurrentUser } from './hooks/useCurrentUser.ts';
export { useDataExportRun } from './hooks/useDataExportRun.ts';
export { useDeleteAsset } from './hooks/useDeleteAsset.ts';
export { useDeleteCampaign } from './hooks/useDeleteCampaign.ts';
export { useDeleteCreative } from './hooks/useDeleteCreative.ts';
export { useDeletePaymentMethod } from './hooks/useDeletePaymentMethod.ts';
export { useDeletePlaylist } from './hooks/useDeletePlaylist.ts';
export { useDeleteTeamMember } from './hooks/useDeleteTeamMember.ts';
export { useDownloadEventsReport } from './hooks/useDownloadEventsReport.ts';
export { useDownloadExport } from './hooks/useDownloadExport.ts';
export { useDownloadReport } from './hooks/useDownloadReport.ts';
export { useEvents } from './hooks/useEvents.ts';
export { useEventsByName } from './hooks/useEventsByName.ts';
export { useEventTypes } from './hooks/useEventTypes.ts';
export { useExploToken } from './hooks/useExploToken.ts';
export { useGeocodeAddress } from './hooks/useGeocodeAddress.ts';
export { useGeocodePlace } from './hooks/useGeocodePlace.ts';
export { useImpersonateUser } from './hooks/useImpersonateUser.ts';
export { useIntegration } from './hooks/useIntegration.ts';
export { useIntegrations } from './hooks/useIntegrations.ts';
export { useLogout } from './hooks/useLogout.ts';
export { useMetricsReport } from './hooks/useMetricsReport.ts';
export { useOnboardingEvents } from './hooks/useOnboardingEvents.ts';
export { usePaymentMethods } from './hooks/usePaymentMethods.ts';
export { usePaymentsPortal } from './hooks/usePaymentsPortal.ts';
export { usePixel } from './hooks/usePixel.ts';
export {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './hooks/usePlatformMutation.ts';
export {
  type PlatformQueryBuilder,
  type PlatformQueryHookOptions,
  type QueryData,
  usePlatformQuery,
} from './hooks/usePlatformQuery.ts';
export { usePlaylist } from './hooks/usePlaylist.ts';
export { usePlaylists } from './hooks/usePlaylists.ts';
export { useRegenerateAudioVersion } from './hooks/useRegenerateAudioVersion.ts';
export { useReports } from './hooks/useReports.ts';
export { useRequestLoginLink } from './hooks/useRequestLoginLink.ts';
export { useRunDataExport } from './hooks/useRunDataExport.ts';
export { useSandboxMailbox } from './hooks/useSandboxMailbox.ts';
export { useSearchAdvertisers } from './hooks/useSearchAdvertisers.ts';
export { useSearchSegments } from './hooks/useSearchSegments.ts';
export { useSearchUsers } from './hooks/useSearchUsers.ts';
export { useSuggestScript } from './hooks/useSuggestScript.ts';
export { useTeamMembers } from './hooks/useTeamMembers.ts';
export { useUpdateAdvertiser } from './hooks/useUpdateAdvertiser.ts';
export { useUpdateAsset } from './hooks/useUpdateAsset.ts';
export { useUpdateAudience } from './hooks/useUpdateAudience.ts';
export { useUpdateBillableEvent } from './hooks/useUpdateBillableEvent.ts';
export { useUpdateBillingInfo } from './hooks/useUpdateBillingInfo.ts';
export { useUpdateCampaign } from './hooks/useUpdateCampaign.ts';
export { useUpdateCreative } from './hooks/useUpdateCreative.ts';
export { useUpdateCurrentUser } from './hooks/useUpdateCurrentUser.ts';
export { useUpdateIntegration } from './hooks/useUpdateIntegration.ts';
export { useUpdatePaymentMethod } from './hooks/useUpdatePaymentMethod.ts';
export { useUpdatePlaylist } from './hooks/useUpdatePlaylist.ts';
export { useUpdateTeamMember } from './hooks/useUpdateTeamMember.ts';
export { useUserRoles } from './hooks/useUserRoles.ts';
export { useVoices } from './hooks/useVoices.ts';
export { IntegrationEditor, type IntegrationEditorProps } from './Integrations/IntegrationEditor.tsx';
export { IntegrationList, type IntegrationListProps } from './Integrations/IntegrationList.tsx';
export { InventorySearch, type InventorySearchProps } from './InventorySearch/InventorySearch.tsx';
export {
  type Catalogue,
  loadCatalogue,
  loadedCatalogue,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './i18n/catalogues.ts';
export type { MessageKey, Messages } from './i18n/shared/en.ts';
export { type Formatters, useFormatters } from './i18n/useFormatters.ts';
export { type MessageValues, type Translate, useMessage } from './i18n/useMessage.ts';
export { Link, type LinkProps } from './Link/Link.tsx';
export { ListBoxItem, type ListBoxItemProps } from './ListBoxItem/ListBoxItem.tsx';
export { Menu, MenuItem, type MenuItemProps, type MenuProps, MenuTrigger } from './Menu/Menu.tsx';
export { Meter, type MeterProps } from './Meter/Meter.tsx';
export { NavigationMenu, type NavigationMenuProps } from './NavigationMenu/NavigationMenu.tsx';
export { NAVIGATION_SECTIONS, type NavigationSection } from './NavigationMenu/sections.ts';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export {
  OnboardingChecklist,
  type OnboardingChecklistProps,
} from './OnboardingChecklist/OnboardingChecklist.tsx';
export type { OnboardingChecklistAdvertiser } from './OnboardingChecklist/useOnboardingChecklist.ts';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader.tsx';
export { Pixels, type PixelsProps } from './Pixels/Pixels.tsx';
export type { PlatformAnalyticsEvent, PlatformContextValue } from './PlatformProvider/PlatformContext.ts';
export { PlatformFrame, type PlatformFrameProps } from './PlatformProvider/PlatformFrame.tsx';
export { PlatformProvider, type PlatformProviderProps } from './PlatformProvider/PlatformProvider.tsx';
export { NO_PROVIDER_MESSAGE, usePlatform } from './PlatformProvider/usePlatform.ts';
export { PlaylistEditor, type PlaylistEditorProps } from './PlaylistEditor/PlaylistEditor.tsx';
export { InventoryList, type InventoryListProps } from './PlaylistTable/InventoryList.tsx';
export { PlaylistTable, type PlaylistTableProps } from './PlaylistTable/PlaylistTable.tsx';
export {
  PLAYLIST_COLUMNS,
  type PlaylistColumn,
  type PlaylistRow,
  type PlaylistSortDescriptor,
  sortPlaylists,
} from './PlaylistTable/playlistSort.ts';
export { Popover, type PopoverProps } from './Popover/Popover.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export {
  QueryStates,
  type QueryStatesData,
  type QueryStatesInput,
  type QueryStatesProps,
} from './QueryStates/QueryStates.tsx';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup.tsx';
export { ReadOnlyBanner, type ReadOnlyBannerProps } from './ReadOnlyBanner/ReadOnlyBanner.tsx';
export { ReloadPrompt, type ReloadPromptProps } from './ReloadPrompt/ReloadPrompt.tsx';
export { Reporting, type ReportingProps } from './Reporting/Reporting.tsx';
export { defaultReportingPeriod, type ReportingPeriod } from './Reporting/reportingPeriod.ts';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export { Select, type SelectProps } from './Select/Select.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton.tsx';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export {
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableProps,
} from './Table/Table.tsx';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs.tsx';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './TagGroup/TagGroup.tsx';
export { Team, type TeamProps } from './Team/Team.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { Toasts, type ToastsProps } from './Toasts/Toasts.tsx';
export {
  createToastQueue,
  ERROR_TOAST_DURATION_MS,
  type PlatformToast,
  TOAST_DURATION_MS,
  type ToastController,
  type ToastKind,
  type ToastQueueOptions,
} from './Toasts/toastQueue.ts';
export { type Appearance, type AppearanceVariables, appearanceStyle } from './theme/appearance.ts';
export { vars } from './theme/contract.css.ts';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
