export type { AnalyticsOptions, AnalyticsOptionsInput } from './analyticsOptions.ts';
export { normalizeAnalyticsOptions } from './analyticsOptions.ts';
export type { CampaignDelivery, DeliveringCampaign, DeliveryState } from './campaignDelivery.ts';
export { campaignDelivery, DELIVERY_STATES, DELIVERY_TOLERANCE } from './campaignDelivery.ts';
export { ADVERTISER_CACHE_TTL_MS } from './constants/advertiserCache.ts';
export {
  ANALYTICS_CONSENT_MANAGERS,
  ANALYTICS_DEFAULTS,
  ANALYTICS_LOG_LEVELS,
  ANALYTICS_PRE_CONSENT_DELIVERY,
  ANALYTICS_PRE_CONSENT_STORAGE,
  ANALYTICS_RESIDENCIES,
  ANALYTICS_SAME_SITE,
  ANALYTICS_STORAGE_TYPES,
} from './constants/analytics.ts';
export type { KnownBillingType } from './constants/billingTypes.ts';
export { BILLING_TYPES, CPA_BILLING_TYPE, CPM_BILLING_TYPE } from './constants/billingTypes.ts';
export type { BrandSafetyCategory, BrandSafetyPartner } from './constants/brandSafety.ts';
export {
  BRAND_SAFETY_CATEGORIES,
  BRAND_SAFETY_PARTNERS,
  DEFAULT_BRAND_SAFETY_LEVELS,
} from './constants/brandSafety.ts';
export type { CampaignGoal } from './constants/campaignGoals.ts';
export { CAMPAIGN_GOALS } from './constants/campaignGoals.ts';
export type { CampaignAction } from './constants/campaignLifecycle.ts';
export {
  CAMPAIGN_ACTION_FROM,
  CAMPAIGN_ACTIONS,
  campaignActionsFor,
  campaignStatusAfter,
} from './constants/campaignLifecycle.ts';
export type { CampaignStatus } from './constants/campaignStatuses.ts';
export { CAMPAIGN_STATUSES } from './constants/campaignStatuses.ts';
export type { CampaignType } from './constants/campaignTypes.ts';
export { CAMPAIGN_TYPES, CPM_CAMPAIGN_TYPE } from './constants/campaignTypes.ts';
export type {
  ContentCategoryChild,
  ContentCategoryParent,
  ContentCategoryValue,
} from './constants/contentCategories.ts';
export { CONTENT_CATEGORIES } from './constants/contentCategories.ts';
export { CPA_CAMPAIGN_RULES } from './constants/cpaCampaign.ts';
export type { DashboardKind } from './constants/dashboardKinds.ts';
export { DASHBOARD_KINDS, DEFAULT_DASHBOARD_KIND } from './constants/dashboardKinds.ts';
export type { DestinationProfile, DestinationProfileId } from './constants/destinationProfiles.ts';
export {
  DEFAULT_DESTINATION_PROFILE,
  DESTINATION_PROFILE_IDS,
  DESTINATION_PROFILES,
  PREFLIGHT_LIMITS,
} from './constants/destinationProfiles.ts';
export type { FrequencyCapPeriod } from './constants/frequencyCap.ts';
export {
  FREQUENCY_CAP_MAX,
  FREQUENCY_CAP_PERIOD_DAYS,
  FREQUENCY_CAP_PERIODS,
} from './constants/frequencyCap.ts';
export type { InvoiceStatus, SpendingLimitKind } from './constants/invoices.ts';
export { INVOICE_STATUSES, SPENDING_LIMIT_KINDS } from './constants/invoices.ts';
export type { Locale } from './constants/locales.ts';
export { DEFAULT_LOCALE, LOCALES } from './constants/locales.ts';
export type { AttributionModel, BreakdownDimension, BreakdownMetric } from './constants/measurement.ts';
export {
  ADDITIVE_BREAKDOWN_METRICS,
  ATTRIBUTION_MODELS,
  ATTRIBUTION_WINDOW_DAYS,
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_METRICS,
} from './constants/measurement.ts';
export type { OnboardingEventName, OnboardingStep } from './constants/onboarding.ts';
export {
  MAX_SNOOZES,
  ONBOARDING_EVENT_NAMES,
  ONBOARDING_REVIEW_AFTER_MS,
  ONBOARDING_STEPS,
  SNOOZE_DURATION_MS,
} from './constants/onboarding.ts';
export type { PacingType } from './constants/pacingTypes.ts';
export { CPA_PACING_TYPE, PACING_TYPES } from './constants/pacingTypes.ts';
export { PLAYLIST_TYPES } from './constants/playlistTypes.ts';
export type { PodcastGenre } from './constants/podcastGenres.ts';
export { podcastGenreById } from './constants/podcastGenres.ts';
export { RETRY_DEFAULTS } from './constants/retry.ts';
export type { ReportFormat, ReportPeriod, ReportSchedule } from './constants/scheduledReports.ts';
export {
  MAX_REPORT_RECIPIENTS,
  REPORT_FORMATS,
  REPORT_PERIODS,
  REPORT_SCHEDULES,
} from './constants/scheduledReports.ts';
export type { SpotLength } from './constants/scriptPace.ts';
export { SCRIPT_WORDS_PER_SECOND, SPOT_LENGTHS } from './constants/scriptPace.ts';
export type { SearchCollection } from './constants/search.ts';
export {
  HIDDEN_SEARCH_FACETS,
  RANGE_SEARCH_FILTERS,
  SEARCH_COLLECTIONS,
  SEARCH_LIMITS,
} from './constants/search.ts';
export type { ToastKind, ToastPosition } from './constants/toasts.ts';
export {
  AMBER_TOAST_KINDS,
  DEFAULT_NOTIFICATION_KIND,
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_KINDS,
  TOAST_POSITION,
  TOAST_POSITIONS,
} from './constants/toasts.ts';
export type { TrackingMacro } from './constants/trackingMacros.ts';
export { TRACKING_MACROS } from './constants/trackingMacros.ts';
export type { UserRole } from './constants/userRoles.ts';
export {
  ACCOUNT_MANAGER_ROLES,
  ADMIN_ACCESS_ROLE,
  CPA_ROLE,
  EDIT_ROLES,
  REPORTING_ROLE,
  ROLE_MANAGER_ROLES,
  USER_ROLES,
} from './constants/userRoles.ts';
export { fieldErrors, ROOT_ERROR_PATH } from './fieldErrors.ts';
export { BILLING_DATA_MISSING_MESSAGE, PAYMENT_DATA_MISSING_MESSAGE } from './messages/billingMessages.ts';
export { assertBillingData, assertPaymentData, PaymentPreconditionError } from './paymentPreconditions.ts';
export type { OnboardingProgressSubject, RoleActor, RoleChange, RoleChangeRefusal } from './permissions.ts';
export {
  canChangeRole,
  canEdit,
  canGrantRole,
  canManageAccount,
  isAdminEmail,
  isCpaUser,
  roleChangeRefusal,
  shouldFetchOnboardingProgress,
} from './permissions.ts';
export type { CardExpiryProblem } from './rules/cardExpiry.ts';
export { cardExpiryProblem, cardExpiryYear, parseCardExpiry } from './rules/cardExpiry.ts';
export type { CardBrand, CardBrandFormat } from './rules/cardNumber.ts';
export {
  CARD_BRAND_FORMATS,
  CARD_BRANDS,
  cardBrand,
  cardDigits,
  formatCardNumber,
  isCardNumber,
  luhnCheck,
} from './rules/cardNumber.ts';
export { isDomain } from './rules/isDomain.ts';
export { isEmail, MAX_EMAIL_LENGTH } from './rules/isEmail.ts';
export { isManualSessionId, MIN_MANUAL_SESSION_ID_DIGITS } from './rules/isManualSessionId.ts';
export { isProtocol } from './rules/isProtocol.ts';
export { isUrl, MAX_URL_LENGTH } from './rules/isUrl.ts';
export { isUuid } from './rules/isUuid.ts';
export { isZipCode } from './rules/isZipCode.ts';
export type { PixelUrlProblem, PixelUrlProblemCode, PixelUrlValidation } from './rules/pixelUrl.ts';
export { PIXEL_URL_MESSAGES, validatePixelUrl } from './rules/pixelUrl.ts';
export type { PreflightInput, PreflightOptions } from './rules/runPreflight.ts';
export { runPreflight } from './rules/runPreflight.ts';
export type { ScriptFit, ScriptFitVerdict } from './rules/scriptFit.ts';
export { countScriptWords, scriptFit, spotWordRange } from './rules/scriptFit.ts';
export type { Advertiser, CreateAdvertiserBody, UpdateAdvertiserBody } from './schemas/advertiser.ts';
export {
  advertiserSchema,
  createAdvertiserBodySchema,
  updateAdvertiserBodySchema,
} from './schemas/advertiser.ts';
export type { ApiError } from './schemas/apiError.ts';
export { apiErrorSchema } from './schemas/apiError.ts';
export type { Asset, CreateAssetBody, NormalizeAssetBody, UpdateAssetBody } from './schemas/asset.ts';
export {
  AUDIO_CONTENT_TYPES,
  assetSchema,
  createAssetBodySchema,
  normalizeAssetBodySchema,
  updateAssetBodySchema,
} from './schemas/asset.ts';
export { attributionModelSchema, attributionWindowDaysSchema } from './schemas/attribution.ts';
export type {
  Audience,
  AudiencePayload,
  CreateAudienceBody,
  CreateCrmUploadBody,
  FirstPartyRule,
  FirstPartySegment,
  UpdateAudienceBody,
} from './schemas/audience.ts';
export {
  AUDIENCE_SUBTYPES,
  audiencePayloadSchema,
  audienceSchema,
  createAudienceBodySchema,
  createCrmUploadBodySchema,
  FIRST_PARTY_RULE_TYPES,
  FIRST_PARTY_SEGMENT_TYPES,
  firstPartyRuleSchema,
  firstPartySegmentSchema,
  firstPartySegments,
  updateAudienceBodySchema,
} from './schemas/audience.ts';
export type {
  Advertisement,
  CreateAudioVersionBody,
  RegenerateAudioVersionBody,
  SuggestScriptBody,
  Voice,
} from './schemas/audioVersion.ts';
export {
  advertisementSchema,
  createAudioVersionBodySchema,
  regenerateAudioVersionBodySchema,
  suggestScriptBodySchema,
  voiceSchema,
} from './schemas/audioVersion.ts';
export type { AuthenticateBody, AuthSession, RequestLoginLinkBody } from './schemas/auth.ts';
export { authenticateBodySchema, authSessionSchema, requestLoginLinkBodySchema } from './schemas/auth.ts';
export type { AttributionPartner, BillableEvent, UpdateBillableEventBody } from './schemas/billableEvent.ts';
export {
  attributionPartnerSchema,
  billableEventSchema,
  updateBillableEventBodySchema,
} from './schemas/billableEvent.ts';
export type { BillingInfo, CreateBillingInfoBody, UpdateBillingInfoBody } from './schemas/billingInfo.ts';
export {
  billingInfoFormSchema,
  billingInfoSchema,
  createBillingInfoBodySchema,
  updateBillingInfoBodySchema,
} from './schemas/billingInfo.ts';
export type {
  Campaign,
  ChangeCampaignStatusBody,
  CreateCampaignBody,
  UpdateCampaignBody,
} from './schemas/campaign.ts';
export {
  campaignSchema,
  changeCampaignStatusBodySchema,
  createCampaignBodySchema,
  updateCampaignBodySchema,
} from './schemas/campaign.ts';
export type { CampaignForm, CampaignFormInput, CampaignFormOptions } from './schemas/campaignForm.ts';
export {
  campaignFormSchema,
  cpaCampaignFormSchema,
  createCampaignFormSchema,
} from './schemas/campaignForm.ts';
export {
  campaignGoalSchema,
  campaignOptimizationSchema,
  frequencyCapSchema,
  pacingTypeSchema,
  trackingUrlSchema,
} from './schemas/campaignInput.ts';
export type { CampaignRuleProblem } from './schemas/campaignRules.ts';
export { campaignRuleProblems, isCpaCampaign } from './schemas/campaignRules.ts';
export type { CampaignTargeting, CityTarget } from './schemas/campaignTargeting.ts';
export {
  brandSuitabilitySchema,
  campaignTargetingSchema,
  cityTargetSchema,
  daypartSlotSchema,
} from './schemas/campaignTargeting.ts';
export type { CardFormInput, CardFormOutput, CreateSandboxCardTokenBody } from './schemas/card.ts';
export { cardFormSchema, createSandboxCardTokenBodySchema } from './schemas/card.ts';
export { contentCategoryValueSchema } from './schemas/contentCategory.ts';
export type {
  CreateCreativeBody,
  Creative,
  CreativeCreated,
  CreativeForm,
  CreativeUpdated,
  UpdateCreativeBody,
} from './schemas/creative.ts';
export {
  CREATIVE_AUDIO_EXTENSIONS,
  createCreativeBodySchema,
  creativeCreatedSchema,
  creativeFormSchema,
  creativeSchema,
  creativeUpdatedSchema,
  DISPLAY_AD_CONTENT_TYPES,
  DISPLAY_AD_EXTENSIONS,
  updateCreativeBodySchema,
} from './schemas/creative.ts';
export type { EventType, PixelEvent } from './schemas/event.ts';
export { eventSchema, eventTypeSchema } from './schemas/event.ts';
export type { ForecastCampaignBody, ForecastPlan } from './schemas/forecast.ts';
export { forecastCampaignBodySchema } from './schemas/forecast.ts';
export type { AnswerGa4ConsentBody, AuthorizeGa4Body, ConnectGa4Body } from './schemas/ga4.ts';
export { answerGa4ConsentBodySchema, authorizeGa4BodySchema, connectGa4BodySchema } from './schemas/ga4.ts';
export type {
  CreateIntegrationBody,
  Integration,
  RunDataExportBody,
  UpdateIntegrationBody,
} from './schemas/integration.ts';
export {
  createIntegrationBodySchema,
  INTEGRATION_KINDS,
  integrationSchema,
  runDataExportBodySchema,
  updateIntegrationBodySchema,
} from './schemas/integration.ts';
export type { InventoryItem } from './schemas/inventoryItem.ts';
export { inventoryItemSchema } from './schemas/inventoryItem.ts';
export { LIST_LIMITS, TEXT_LIMITS } from './schemas/limits.ts';
export type { MetricsAggregate } from './schemas/metrics.ts';
export { metricsAggregateSchema } from './schemas/metrics.ts';
export type { CreateOnboardingEventBody, OnboardingEvent } from './schemas/onboardingEvent.ts';
export { createOnboardingEventBodySchema, onboardingEventSchema } from './schemas/onboardingEvent.ts';
export type {
  CreatePaymentMethodBody,
  CreatePaymentTokenBody,
  PaymentMethod,
  PaymentToken,
  UpdatePaymentMethodBody,
} from './schemas/paymentMethod.ts';
export {
  createPaymentMethodBodySchema,
  createPaymentTokenBodySchema,
  PAYMENT_METHOD_TYPES,
  paymentMethodFormSchema,
  paymentMethodSchema,
  paymentTokenSchema,
  updatePaymentMethodBodySchema,
} from './schemas/paymentMethod.ts';
export type { CreatePlaylistBody, Playlist, SavedSearch, UpdatePlaylistBody } from './schemas/playlist.ts';
export {
  createPlaylistBodySchema,
  playlistFormSchema,
  playlistSchema,
  savedSearchSchema,
  updatePlaylistBodySchema,
} from './schemas/playlist.ts';
export type {
  PreflightCheck,
  PreflightExpectation,
  PreflightResult,
  PreflightStatus,
} from './schemas/preflight.ts';
export {
  PREFLIGHT_CHECKS,
  PREFLIGHT_STATUSES,
  preflightCheckSchema,
  preflightResultSchema,
} from './schemas/preflight.ts';
export type { S3Data } from './schemas/s3Data.ts';
export { s3DataSchema } from './schemas/s3Data.ts';
export type {
  CreateScheduledReportBody,
  ReportBreakdown,
  ScheduledReport,
  ScheduledReportRun,
  UpdateScheduledReportBody,
} from './schemas/scheduledReport.ts';
export {
  createScheduledReportBodySchema,
  reportBreakdownSchema,
  scheduledReportRunSchema,
  scheduledReportSchema,
  updateScheduledReportBodySchema,
} from './schemas/scheduledReport.ts';
export type { Segment } from './schemas/segment.ts';
export { segmentSchema } from './schemas/segment.ts';
export type {
  SpendingLimitsFormInput,
  SpendingLimitsFormOutput,
  UpdateSpendingLimitsBody,
} from './schemas/spendingLimits.ts';
export {
  campaignSpendingCapSchema,
  MAX_CAMPAIGN_CAPS,
  MAX_SPENDING_LIMIT,
  spendingLimitsFormSchema,
  updateSpendingLimitsBodySchema,
} from './schemas/spendingLimits.ts';
export type {
  CreateTeamMembersBody,
  TeamMember,
  TeamMemberInvite,
  UpdateTeamMemberBody,
} from './schemas/teamMember.ts';
export {
  createTeamMembersBodySchema,
  teamMemberInviteSchema,
  teamMemberSchema,
  teamMembersFormSchema,
  updateTeamMemberBodySchema,
} from './schemas/teamMember.ts';
export type { CreateUserBody, UpdateCurrentUserBody, User } from './schemas/user.ts';
export { createUserBodySchema, updateCurrentUserBodySchema, userSchema } from './schemas/user.ts';
export type { UserRoleEntry } from './schemas/userRole.ts';
export { userRoleSchema, userRoleValueSchema } from './schemas/userRole.ts';
export type { ValidationMessageKey } from './validationMessages.ts';
export { isValidationMessageKey, validationMessages } from './validationMessages.ts';
