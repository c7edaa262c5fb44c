/**
 * Who may call what: the expected answer of every contract operation for every kind of caller,
 * written down rather than inferred from the answers, so that a route that lets the wrong caller in
 * (or keeps the right one out) fails the authorization matrix.
 */

/** The callers of the matrix: the demo roles on Acme Audio, a stranger, an admin, and no session. */
export const CALLERS = [
  'role1',
  'role2',
  'role3',
  'role4',
  'role7',
  'nonMember',
  'admin',
  'noToken',
  'badToken',
] as const;

/** One caller of the matrix. */
export type Caller = (typeof CALLERS)[number];

/** The demo account behind each signed-in caller (the demo data gives their roles on Acme Audio). */
export const SIGNED_IN_CALLER_EMAILS = {
  role1: 'owner@example.com',
  role2: 'editor@example.com',
  role3: 'viewer@example.com',
  role4: 'reporter@example.com',
  role7: 'cpa@example.com',
  nonMember: 'nobody@example.com',
  admin: 'admin@earshot.dev',
} as const;

/** {@link SIGNED_IN_CALLER_EMAILS}, looked up by any caller of the matrix (none for `noToken`, `badToken`). */
export const CALLER_EMAILS: Partial<Record<Caller, string>> = SIGNED_IN_CALLER_EMAILS;

/** The caller's role on Acme Audio, given to it on an advertiser an example creates for the request. */
export const CALLER_ROLES: Partial<Record<Caller, number>> = {
  role1: 1,
  role2: 2,
  role3: 3,
  role4: 4,
  role7: 7,
};

/**
 * What a cell expects: `'ok'` any 2xx (or a 303 redirect), otherwise the exact status. 401, 403 and
 * 404 are the refusals; 400, 409 and 422 are answers past the role check about the data itself.
 */
export type Outcome = 'ok' | 400 | 401 | 403 | 404 | 409 | 422;

/** The expected outcome per caller. */
export type Cells = Readonly<Record<Caller, Outcome>>;

/** Operations needing no session (their own signed links, ids or tokens authorise them). */
const PUBLIC: Cells = {
  role1: 'ok',
  role2: 'ok',
  role3: 'ok',
  role4: 'ok',
  role7: 'ok',
  nonMember: 'ok',
  admin: 'ok',
  noToken: 'ok',
  badToken: 'ok',
};

/** Operations of the signed-in user, on no advertiser. */
const SIGNED_IN: Cells = { ...PUBLIC, noToken: 401, badToken: 401 };

/** Provider staff only (spec §6: search users, impersonate, create users). */
const ADMIN_ONLY: Cells = {
  role1: 403,
  role2: 403,
  role3: 403,
  role4: 403,
  role7: 403,
  nonMember: 403,
  admin: 'ok',
  noToken: 401,
  badToken: 401,
};

/** Reading an advertiser's data: every member and admins; a stranger learns nothing (404). */
const READ: Cells = { ...SIGNED_IN, nonMember: 404 };

/** Campaigns and their media: roles 1, 2 and the CPA user (7); view-only and reporting roles 403. */
const WRITE: Cells = { ...READ, role3: 403, role4: 403 };

/** The advertiser itself, its team, billing, payment methods and integrations: roles 1, 2, admins. */
const ACCOUNT: Cells = { ...WRITE, role7: 403 };

/** Changing another member's role: role 1 and admins only. */
const CHANGE_ROLE: Cells = { ...ACCOUNT, role2: 403 };

/**
 * On an advertiser the caller is not a member of (Newcomer Studio): 404 for every member of Acme
 * Audio; an admin opens it and gets `admin`, which is 404 for an id of Acme Audio's.
 */
const elsewhere = (admin: Outcome): Cells => ({
  role1: 404,
  role2: 404,
  role3: 404,
  role4: 404,
  role7: 404,
  nonMember: 404,
  admin,
  noToken: 401,
  badToken: 401,
});

/** A row of the matrix: on the caller's advertiser (Acme Audio), and on another one. */
export type MatrixRow = { own: Cells; elsewhere?: Cells };

/** Every operation of the contract: its expected outcomes. */
export const AUTHORIZATION_MATRIX: Readonly<Record<string, MatrixRow>> = {
  requestLoginLink: { own: PUBLIC },
  authenticate: { own: PUBLIC },
  logout: { own: SIGNED_IN },
  listSandboxMailbox: { own: PUBLIC },
  getCurrentUser: { own: SIGNED_IN },
  createUser: { own: ADMIN_ONLY },
  updateCurrentUser: { own: SIGNED_IN },
  listUserRoles: { own: SIGNED_IN },
  impersonateUser: { own: ADMIN_ONLY },
  searchUsers: { own: ADMIN_ONLY },
  listAdvertisers: { own: SIGNED_IN },
  createAdvertiser: { own: SIGNED_IN },
  searchAdvertisers: { own: SIGNED_IN },
  listBillingTypes: { own: SIGNED_IN },
  getAdvertiser: { own: READ, elsewhere: elsewhere('ok') },
  updateAdvertiser: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  listPaymentMethods: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // Elsewhere the buyer id is Acme Audio's, not the other advertiser's (spec §5: 'No billing data').
  createPaymentMethod: { own: ACCOUNT, elsewhere: elsewhere(422) },
  updatePaymentMethod: { own: ACCOUNT, elsewhere: elsewhere(404) },
  deletePaymentMethod: { own: ACCOUNT, elsewhere: elsewhere(404) },
  createPaymentToken: { own: ACCOUNT, elsewhere: elsewhere(422) },
  getBillingInfo: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  createBillingInfo: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // The admin gave Newcomer Studio billing information just before (createBillingInfo, elsewhere).
  updateBillingInfo: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  getPaymentsPortal: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  viewPaymentsPortal: { own: PUBLIC },
  // Authorised by the payment token in its body, like a payment provider's card form.
  createSandboxCardToken: { own: PUBLIC },
  downloadPaymentsPortalInvoicePdf: { own: PUBLIC },
  listInvoices: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // Elsewhere: an invoice of Acme Audio's, which the other advertiser does not have.
  getInvoice: { own: ACCOUNT, elsewhere: elsewhere(404) },
  downloadInvoicePdf: { own: ACCOUNT, elsewhere: elsewhere(404) },
  getSpendingLimits: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  updateSpendingLimits: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  listReports: { own: READ, elsewhere: elsewhere('ok') },
  downloadReport: { own: READ, elsewhere: elsewhere('ok') },
  listVoices: { own: READ, elsewhere: elsewhere('ok') },
  listAudioVersions: { own: READ, elsewhere: elsewhere('ok') },
  createAudioVersion: { own: WRITE, elsewhere: elsewhere('ok') },
  getAudioVersion: { own: READ, elsewhere: elsewhere(404) },
  regenerateAudioVersion: { own: WRITE, elsewhere: elsewhere(404) },
  suggestScript: { own: WRITE, elsewhere: elsewhere('ok') },
  listAssets: { own: READ, elsewhere: elsewhere('ok') },
  createAsset: { own: WRITE, elsewhere: elsewhere('ok') },
  getAsset: { own: READ, elsewhere: elsewhere(404) },
  updateAsset: { own: WRITE, elsewhere: elsewhere(404) },
  deleteAsset: { own: WRITE, elsewhere: elsewhere(404) },
  // The example's asset is Acme Audio's: 404 elsewhere, for the admin too.
  normalizeAsset: { own: WRITE, elsewhere: elsewhere(404) },
  listAudiences: { own: READ, elsewhere: elsewhere('ok') },
  // The body names Acme Audio as the audience's advertiser.
  createAudience: { own: WRITE, elsewhere: elsewhere(422) },
  createCrmUpload: { own: WRITE, elsewhere: elsewhere('ok') },
  getAudience: { own: READ, elsewhere: elsewhere(404) },
  updateAudience: { own: WRITE, elsewhere: elsewhere(404) },
  // Elsewhere: an audience of Newcomer Studio's.
  listAudienceSegments: { own: READ, elsewhere: elsewhere('ok') },
  searchSegments: { own: SIGNED_IN },
  listCampaigns: { own: READ, elsewhere: elsewhere('ok') },
  // A CPA user's campaign must be a CPA campaign (spec §9); the example is a CPM one.
  createCampaign: { own: { ...WRITE, role7: 422 }, elsewhere: elsewhere('ok') },
  getCampaign: { own: READ, elsewhere: elsewhere(404) },
  // Roles that read campaigns may forecast one; the example plan refers to nothing of Acme Audio's.
  forecastCampaign: { own: READ, elsewhere: elsewhere('ok') },
  listTargetingOptions: { own: READ, elsewhere: elsewhere('ok') },
  getCampaignDelivery: { own: READ, elsewhere: elsewhere(404) },
  // The first demo campaign is not a CPA campaign, which a CPA user may not change (spec §6).
  updateCampaign: { own: { ...WRITE, role7: 403 }, elsewhere: elsewhere(404) },
  changeCampaignStatus: { own: { ...WRITE, role7: 403 }, elsewhere: elsewhere(404) },
  deleteCampaign: { own: { ...WRITE, role7: 403 }, elsewhere: elsewhere(404) },
  listAlerts: { own: READ, elsewhere: elsewhere('ok') },
  dismissAlert: { own: WRITE, elsewhere: elsewhere(404) },
  listEvents: { own: READ, elsewhere: elsewhere('ok') },
  countEvents: { own: READ, elsewhere: elsewhere('ok') },
  listEventsByName: { own: READ, elsewhere: elsewhere('ok') },
  downloadEventsReport: { own: READ, elsewhere: elsewhere('ok') },
  getPixel: { own: READ, elsewhere: elsewhere('ok') },
  downloadExport: { own: PUBLIC },
  listCreatives: { own: READ, elsewhere: elsewhere('ok') },
  createCreative: { own: WRITE, elsewhere: elsewhere('ok') },
  getCreative: { own: READ, elsewhere: elsewhere(404) },
  getCreativeVast: { own: READ, elsewhere: elsewhere(404) },
  updateCreative: { own: WRITE, elsewhere: elsewhere(404) },
  // Elsewhere: a creative of Newcomer Studio's.
  deleteCreative: { own: WRITE, elsewhere: elsewhere('ok') },
  getAggregateMetrics: { own: READ, elsewhere: elsewhere('ok') },
  getAggregateCpaMetrics: { own: READ, elsewhere: elsewhere('ok') },
  getMetricsBreakdown: { own: READ, elsewhere: elsewhere('ok') },
  getIncrementality: { own: READ, elsewhere: elsewhere('ok') },
  getConversionLag: { own: READ, elsewhere: elsewhere('ok') },
  listScheduledReports: { own: READ, elsewhere: elsewhere('ok') },
  createScheduledReport: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // Elsewhere: a report of Acme Audio's, which the other advertiser does not have.
  updateScheduledReport: { own: ACCOUNT, elsewhere: elsewhere(404) },
  deleteScheduledReport: { own: ACCOUNT, elsewhere: elsewhere(404) },
  runScheduledReport: { own: ACCOUNT, elsewhere: elsewhere(404) },
  listScheduledReportRuns: { own: READ, elsewhere: elsewhere(404) },
  getMetricsReport: { own: READ, elsewhere: elsewhere('ok') },
  viewDashboard: { own: PUBLIC },
  listEventTypes: { own: READ, elsewhere: elsewhere('ok') },
  listPlaylists: { own: READ, elsewhere: elsewhere('ok') },
  createPlaylist: { own: WRITE, elsewhere: elsewhere('ok') },
  getPlaylist: { own: READ, elsewhere: elsewhere(404) },
  updatePlaylist: { own: WRITE, elsewhere: elsewhere(404) },
  deletePlaylist: { own: WRITE, elsewhere: elsewhere(404) },
  listTeamMembers: { own: READ, elsewhere: elsewhere('ok') },
  createTeamMembers: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // The example changes another member's role.
  updateTeamMember: { own: CHANGE_ROLE, elsewhere: elsewhere(404) },
  deleteTeamMember: { own: ACCOUNT, elsewhere: elsewhere(404) },
  listOnboardingEvents: { own: READ, elsewhere: elsewhere('ok') },
  // The example records a step, which changes the advertiser's state (checklist views are open to all).
  createOnboardingEvent: { own: WRITE, elsewhere: elsewhere('ok') },
  getExploToken: { own: READ, elsewhere: elsewhere('ok') },
  listBillableEvents: { own: READ, elsewhere: elsewhere('ok') },
  listAttributionPartners: { own: READ, elsewhere: elsewhere('ok') },
  updateBillableEvent: { own: WRITE, elsewhere: elsewhere(404) },
  listIntegrations: { own: READ, elsewhere: elsewhere('ok') },
  createIntegration: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  getIntegration: { own: READ, elsewhere: elsewhere(404) },
  updateIntegration: { own: ACCOUNT, elsewhere: elsewhere(404) },
  // Newcomer Studio has no data-export integration to run.
  runDataExport: { own: ACCOUNT, elsewhere: elsewhere(409) },
  getDataExportRun: { own: READ, elsewhere: elsewhere(404) },
  authorizeGa4: { own: ACCOUNT, elsewhere: elsewhere('ok') },
  // The code was granted to Acme Audio, not to the other advertiser.
  connectGa4: { own: ACCOUNT, elsewhere: elsewhere(400) },
  viewGa4Consent: { own: PUBLIC },
  answerGa4Consent: { own: PUBLIC },
  receiveUpload: { own: PUBLIC },
  getUpload: { own: PUBLIC },
  recordPixelEvent: { own: PUBLIC },
  getPixelTag: { own: PUBLIC },
  geocodeAddress: { own: SIGNED_IN },
  geocodePlace: { own: SIGNED_IN },
};

/** Whether a cell with this outcome must leave every table as it was: all but success. */
export const changesNothing = (outcome: Outcome): boolean => outcome !== 'ok';
