/** English messages of the account details screen; the other locales have the same keys. */
export const accountDetailsEn = {
  'accountDetails.title': 'Account details',
  'accountDetails.description': 'Your own details and those of the advertiser you work for.',
  'accountDetails.loading': 'Loading…',
  'accountDetails.loadFailed': 'Your account details could not be loaded.',
  'accountDetails.retry': 'Try again',
  'accountDetails.saveFailed': 'The changes could not be saved: {message}',
  'accountDetails.switch.title': 'Advertiser',
  'accountDetails.switch.label': 'Work for',
  'accountDetails.user.title': 'Your details',
  'accountDetails.user.first_name': 'First name',
  'accountDetails.user.last_name': 'Last name',
  'accountDetails.user.email': 'E-mail',
  'accountDetails.user.save': 'Save your details',
  'accountDetails.user.saved': 'Your details were saved.',
  'accountDetails.advertiser.title': 'Advertiser details',
  'accountDetails.advertiser.name': 'Advertiser name',
  'accountDetails.advertiser.url': 'Website',
  'accountDetails.advertiser.urlDescription': 'The domain of your website, such as acme-audio.com.',
  'accountDetails.advertiser.category': 'Category',
  'accountDetails.advertiser.logo': 'Logo',
  'accountDetails.advertiser.logoAlt': 'Logo of {name}',
  'accountDetails.advertiser.noLogo': 'No logo yet.',
  'accountDetails.advertiser.logoPrompt': 'Drop a PNG, JPEG, WebP or SVG logo here',
  'accountDetails.advertiser.logoChosen': '{name} will be uploaded when you save.',
  'accountDetails.advertiser.logoRemove': 'Keep the current logo',
  'accountDetails.advertiser.logoFailed': 'The {name} could not be uploaded at the moment',
  'accountDetails.advertiser.save': 'Save advertiser details',
  'accountDetails.advertiser.saved': '{name} was saved.',
  'advertiser.name.required': 'Advertiser name is required.',
  'advertiser.name.max': 'Advertiser name must be at most 200 characters.',
  'advertiser.name.invalid': 'Advertiser name must be text.',
  'advertiser.url.invalid': 'The website must be a domain such as acme-audio.com.',
  'advertiser.url.taken': 'Another advertiser already uses this website.',
  'advertiser.category.invalid': 'The category must be one of the content categories.',
  'advertiser.logo.content_type': 'The logo must be a PNG, JPEG, WebP or SVG image.',
};

/** A key of the account details screen's messages. */
export type AccountDetailsMessageKey = keyof typeof accountDetailsEn;

/** The account details screen's messages of one locale. */
export type AccountDetailsMessages = Record<AccountDetailsMessageKey, string>;
