/** English messages of the onboarding checklist: the source every other locale translates. */
export const onboardingEn = {
  'onboarding.title': 'Get started with Earshot',
  'onboarding.description': 'Three steps to your first campaign.',
  'onboarding.progress': '{done} of {total} steps done',
  'onboarding.loading': 'Loading your onboarding progress…',
  'onboarding.loadFailed': 'Your onboarding progress could not be loaded.',
  'onboarding.retry': 'Try again',
  'onboarding.done': 'Done',
  'onboarding.todo': 'To do',
  'onboarding.step.pixel': 'Add the analytics tag (pixel) to your website',
  'onboarding.step.pixel.description': 'Paste this snippet into every page of your site, before {tag}.',
  'onboarding.step.creative': 'Add a first asset',
  'onboarding.step.creative.description': 'Upload the audio of your first ad.',
  'onboarding.step.campaign': 'Create a first campaign',
  'onboarding.step.campaign.description': 'Choose where, when and to whom your ad plays.',
  'onboarding.pixel.snippet': 'Tag snippet',
  'onboarding.pixel.copy': 'Copy snippet',
  'onboarding.pixel.copied': 'Snippet copied',
  'onboarding.pixel.verified': 'Verified: events from your site are arriving.',
  'onboarding.pixel.unverified':
    'No event from your site has arrived yet. Install the tag, open a page of your site, then re-verify.',
  'onboarding.pixel.reverify': 'Re-verify',
  'onboarding.pixel.verifying': 'Verifying…',
  'onboarding.addAsset': 'Add an asset',
  'onboarding.createCampaign': 'Create a campaign',
  'onboarding.snooze': 'Remind me later',
  'onboarding.snoozesLeft': '{count, plural, one {# reminder left} other {# reminders left}}',
  'onboarding.dismiss': 'Dismiss',
  'onboarding.actionFailed': 'That did not work: {message}',
};

/** A key of the onboarding messages. */
export type OnboardingMessageKey = keyof typeof onboardingEn;

/** A complete translation of the onboarding messages. */
export type OnboardingMessages = Record<OnboardingMessageKey, string>;
