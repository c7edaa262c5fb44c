import type { OnboardingMessages } from './en.ts';

/** German messages of the onboarding checklist. */
export const onboardingDe: OnboardingMessages = {
  'onboarding.title': 'Erste Schritte mit Earshot',
  'onboarding.description': 'Drei Schritte bis zu Ihrer ersten Kampagne.',
  'onboarding.progress': '{done} von {total} Schritten erledigt',
  'onboarding.loading': 'Ihr Einrichtungsfortschritt wird geladen…',
  'onboarding.loadFailed': 'Ihr Einrichtungsfortschritt konnte nicht geladen werden.',
  'onboarding.retry': 'Erneut versuchen',
  'onboarding.done': 'Erledigt',
  'onboarding.todo': 'Offen',
  'onboarding.step.pixel': 'Das Analyse-Tag (Pixel) auf Ihrer Website einfügen',
  'onboarding.step.pixel.description':
    'Fügen Sie dieses Snippet auf jeder Seite Ihrer Website vor {tag} ein.',
  'onboarding.step.creative': 'Ein erstes Asset hinzufügen',
  'onboarding.step.creative.description': 'Laden Sie das Audio Ihrer ersten Anzeige hoch.',
  'onboarding.step.campaign': 'Eine erste Kampagne erstellen',
  'onboarding.step.campaign.description': 'Legen Sie fest, wo, wann und für wen Ihre Anzeige läuft.',
  'onboarding.pixel.snippet': 'Tag-Snippet',
  'onboarding.pixel.copy': 'Snippet kopieren',
  'onboarding.pixel.copied': 'Snippet kopiert',
  'onboarding.pixel.verified': 'Verifiziert: Ereignisse von Ihrer Website kommen an.',
  'onboarding.pixel.unverified':
    'Von Ihrer Website ist noch kein Ereignis angekommen. Installieren Sie das Tag, öffnen Sie eine Seite Ihrer Website und verifizieren Sie erneut.',
  'onboarding.pixel.reverify': 'Erneut verifizieren',
  'onboarding.pixel.verifying': 'Wird verifiziert…',
  'onboarding.addAsset': 'Asset hinzufügen',
  'onboarding.createCampaign': 'Kampagne erstellen',
  'onboarding.snooze': 'Später erinnern',
  'onboarding.snoozesLeft': '{count, plural, one {Noch # Erinnerung} other {Noch # Erinnerungen}}',
  'onboarding.dismiss': 'Ausblenden',
  'onboarding.actionFailed': 'Das hat nicht geklappt: {message}',
};
