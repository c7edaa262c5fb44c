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
export { AudioPreview, type AudioPreviewProps } from './AudioPreview/AudioPreview.tsx';
export { Billing, type BillingProps } from './Billing/Billing.tsx';
export { Invoices, type InvoicesProps } from './Billing/Invoices.tsx';
export { SpendingLimits, type SpendingLimitsProps } from './Billing/SpendingLimits.tsx';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs.tsx';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { CampaignAlerts, type CampaignAlertsProps } from './CampaignAlerts/CampaignAlerts.tsx';
export {
  CampaignAlertsMenu,
  type CampaignAlertsMenuProps,
} from './CampaignAlerts/CampaignAlertsMenu.tsx';
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
export { useCampaignTabLabel } from './CampaignEditor/useCampaignTabLabel.ts';
export { CampaignForecast, type CampaignForecastProps } from './CampaignForecast/CampaignForecast.tsx';
export { CampaignList, type CampaignListProps } from './CampaignList/CampaignList.tsx';
export {
  CampaignStatusActions,
  type CampaignStatusActionsProps,
} from './CampaignStatus/CampaignStatusActions.tsx';
export {
  CampaignStatusBadge,
  type CampaignStatusBadgeProps,
} from './CampaignStatus/CampaignStatusBadge.tsx';
export { DeliveryBar, type DeliveryBarProps } from './CampaignStatus/DeliveryBar.tsx';
export { CardForm, type CardFormProps } from './CardForm/CardForm.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { ComboBox, type ComboBoxProps, type ComboBoxSelectionMode } from './ComboBox/ComboBox.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.tsx';
export { CopyVastTagButton, type CopyVastTagButtonProps } from './CopyVastTagButton/CopyVastTagButton.tsx';
export { CreateAdvertiser, type CreateAdvertiserProps } from './CreateAdvertiser/CreateAdvertiser.tsx';
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
export {
  useAdvertiser,
  useAdvertiserAsAdmin,
  useAdvertisers,
  useBillingTypes,
  useCreateAdvertiser,
  useUpdateAdvertiser,
} from './hooks/resources/advertisers.ts';
export { useAlerts, useDismissAlert } from './hooks/resources/alerts.ts';
export {
  useAsset,
  useAssets,
  useAudioVersion,
  useAudioVersions,
  useCreateAsset,
  useCreateAudioVersion,
  useDeleteAsset,
  useNormalizeAsset,
  useRegenerateAudioVersion,
  useSuggestScript,
  useUpdateAsset,
  useVoices,
} from './hooks/resources/assets.ts';
export {
  useAudience,
  useAudienceSegments,
  useAudiences,
  useCreateAudience,
  useCreateCrmUpload,
  useUpdateAudience,
} from './hooks/resources/audiences.ts';
export { useAuthenticate, useLogout, useRequestLoginLink } from './hooks/resources/auth.ts';
export {
  useAttributionPartners,
  useBillableEvents,
  useUpdateBillableEvent,
} from './hooks/resources/billableEvents.ts';
export {
  useBillingInfo,
  useCreateBillingInfo,
  useCreatePaymentMethod,
  useCreatePaymentToken,
  useCreateSandboxCardToken,
  useUpdateBillingInfo,
} from './hooks/resources/billing.ts';
export {
  useCampaign,
  useCampaignDelivery,
  useCampaigns,
  useChangeCampaignStatus,
  useCreateCampaign,
  useDeleteCampaign,
  useUpdateCampaign,
} from './hooks/resources/campaigns.ts';
export {
  useCreateCreative,
  useCreative,
  useCreatives,
  useDeleteCreative,
  useUpdateCreative,
} from './hooks/resources/creatives.ts';
export {
  useCountEvents,
  useDownloadEventsReport,
  useDownloadExport,
  useEvents,
  useEventsByName,
} from './hooks/resources/events.ts';
export { useCampaignForecast } from './hooks/resources/forecast.ts';
export {
  useCreateIntegration,
  useDataExportRun,
  useIntegration,
  useIntegrations,
  useRunDataExport,
  useUpdateIntegration,
} from './hooks/resources/integrations.ts';
export { useInvoices } from './hooks/resources/invoices.ts';
export {
  useAggregateCpaMetrics,
  useAggregateMetrics,
  useEventTypes,
  useExploToken,
  useMetricsReport,
} from './hooks/resources/metrics.ts';
export { useCreateOnboardingEvent, useOnboardingEvents } from './hooks/resources/onboarding.ts';
export {
  useDeletePaymentMethod,
  usePaymentMethods,
  usePaymentsPortal,
  useUpdatePaymentMethod,
} from './hooks/resources/paymentMethods.ts';
export { usePixel } from './hooks/resources/pixel.ts';
export {
  useCreatePlaylist,
  useDeletePlaylist,
  usePlaylist,
  usePlaylists,
  useUpdatePlaylist,
} from './hooks/resources/playlists.ts';
export { useDownloadReport, useReports } from './hooks/resources/reports.ts';
export { useSpendingLimits, useUpdateSpendingLimits } from './hooks/resources/spendingLimits.ts';
export { useTargetingOptions } from './hooks/resources/targetingOptions.ts';
export {
  useCreateTeamMembers,
  useDeleteTeamMember,
  useTeamMembers,
  useUpdateTeamMember,
} from './hooks/resources/teams.ts';
export {
  useCreateUser,
  useCurrentUser,
  useImpersonateUser,
  useSearchUsers,
  useUpdateCurrentUser,
  useUserRoles,
} from './hooks/resources/users.ts';
export { type AccountPermissions, useAccountPermissions } from './hooks/useAccountPermissions.ts';
export { useGeocodeAddress } from './hooks/useGeocodeAddress.ts';
export { useGeocodePlace } from './hooks/useGeocodePlace.ts';
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
export { useSandboxMailbox } from './hooks/useSandboxMailbox.ts';
export { useSearchAdvertisers } from './hooks/useSearchAdvertisers.ts';
export { useSearchSegments } from './hooks/useSearchSegments.ts';
export { Incrementality, type IncrementalityProps } from './Incrementality/Incrementality.tsx';
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
export { NavigationDrawer, type NavigationDrawerProps } from './NavigationMenu/NavigationDrawer.tsx';
export { NavigationMenu, type NavigationMenuProps } from './NavigationMenu/NavigationMenu.tsx';
export { NAVIGATION_SECTIONS, type NavigationSection } from './NavigationMenu/sections.ts';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export {
  OnboardingChecklist,
  type OnboardingChecklistProps,
} from './OnboardingChecklist/OnboardingChecklist.tsx';
export type {
  AutomaticOnboardingRecord,
  OnboardingChecklistAdvertiser,
} from './OnboardingChecklist/useOnboardingChecklist.ts';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader.tsx';
export { Pixels, type PixelsProps } from './Pixels/Pixels.tsx';
export type {
  LoadFailure,
  PlatformAnalyticsEvent,
  PlatformContextValue,
} from './PlatformProvider/PlatformContext.ts';
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
export { Preflight, type PreflightProps } from './Preflight/Preflight.tsx';
export { PreflightBadge, type PreflightBadgeProps } from './Preflight/PreflightBadge.tsx';
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
export {
  ATTRIBUTION_MODELS,
  type AttributionModel,
  BREAKDOWN_DIMENSIONS,
  type BreakdownDimension,
  REPORT_METRICS,
  type ReportDefinition,
  type ReportMetric,
} from './Reporting/reportDefinition.ts';
export { defaultReportingPeriod, type ReportingPeriod } from './Reporting/reportingPeriod.ts';
export { ScheduledReports, type ScheduledReportsProps } from './ScheduledReports/ScheduledReports.tsx';
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
export {
  TargetingPicker,
  type TargetingPickerOption,
  type TargetingPickerProps,
  type TargetingPickerStatus,
} from './TargetingPicker/TargetingPicker.tsx';
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
export { hiddenFromSight } from './theme/overlay.css.ts';
export type { ShadowStylesheet } from './theme/ShadowIsolation.tsx';
export { ThemeRoot, type ThemeRootProps } from './theme/ThemeRoot.tsx';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
export {
  type ThemePreference,
  UserMenu,
  type UserMenuAction,
  type UserMenuProps,
} from './UserMenu/UserMenu.tsx';
