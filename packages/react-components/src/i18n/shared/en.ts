/** English messages, the source catalogue: every other locale has exactly these keys. */
export const en = {
  'reloadPrompt.offlineReady': '{appName} is ready to work offline',
  'reloadPrompt.needRefresh': 'A new version of {appName} is available, click on reload button to update.',
  'reloadPrompt.reload': 'Reload',
  'reloadPrompt.close': 'Close',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',
  'dialog.close': 'Close',
  'confirmDialog.confirm': 'Confirm',
  'confirmDialog.cancel': 'Cancel',
  'emptyState.title': 'Nothing here yet',
  'errorBoundary.title': 'Something went wrong',
  'errorBoundary.message': 'This part of the page could not be shown.',
  'errorBoundary.retry': 'Try again',
  'readOnlyBanner.viewOnly': 'You have view-only access to {advertiserName}: changes are disabled.',
  'readOnlyBanner.reporting':
    'You have reporting access to {advertiserName}: you can see reports but not make changes.',
  'advertiserSwitcher.label': 'Advertiser',
  'navigation.label': 'Main navigation',
  'navigation.dashboard': 'Dashboard',
  'navigation.onboarding': 'Onboarding',
  'navigation.campaigns': 'Campaigns',
  'navigation.inventory': 'Inventory',
  'navigation.audiences': 'Audiences',
  'navigation.assets': 'Assets',
  'navigation.creatives': 'Creatives',
  'navigation.pixels': 'Pixels',
  'navigation.reporting': 'Reporting',
  'navigation.integrations': 'Integrations',
  'navigation.billing': 'Billing',
  'navigation.team': 'Team',
  'navigation.account-details': 'Account details',
  'skeleton.loading': 'Loading…',
  'dropZone.prompt': 'Drop files here',
  'dropZone.browse': 'Browse files',
  'select.placeholder': 'Select an option',
  'table.empty': 'No results',
  'searchField.clear': 'Clear search',
  'comboBox.showSuggestions': 'Show suggestions',
  'datePicker.openCalendar': 'Open calendar',
  'datePicker.previousMonth': 'Previous month',
  'datePicker.nextMonth': 'Next month',
  'tagGroup.remove': 'Remove',
} as const;

/** A key of the message catalogues. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: a translation for every key. */
export type Messages = Record<MessageKey, string>;
