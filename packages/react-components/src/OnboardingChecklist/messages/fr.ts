import type { OnboardingMessages } from './en.ts';

/** French messages of the onboarding checklist. */
export const onboardingFr: OnboardingMessages = {
  'onboarding.title': 'Bien démarrer avec Earshot',
  'onboarding.description': 'Trois étapes jusqu’à votre première campagne.',
  'onboarding.progress': '{done} étape(s) sur {total} terminée(s)',
  'onboarding.loading': 'Chargement de votre progression…',
  'onboarding.loadFailed': 'Votre progression n’a pas pu être chargée.',
  'onboarding.retry': 'Réessayer',
  'onboarding.done': 'Terminé',
  'onboarding.todo': 'À faire',
  'onboarding.step.pixel': 'Ajoutez la balise d’analyse (pixel) à votre site',
  'onboarding.step.pixel.description': 'Collez cet extrait dans chaque page de votre site, avant {tag}.',
  'onboarding.step.creative': 'Ajoutez un premier élément audio',
  'onboarding.step.creative.description': 'Importez l’audio de votre première annonce.',
  'onboarding.step.campaign': 'Créez une première campagne',
  'onboarding.step.campaign.description': 'Choisissez où, quand et pour qui votre annonce est diffusée.',
  'onboarding.pixel.snippet': 'Extrait de la balise',
  'onboarding.pixel.copy': 'Copier l’extrait',
  'onboarding.pixel.copied': 'Extrait copié',
  'onboarding.pixel.verified': 'Vérifié : les événements de votre site arrivent.',
  'onboarding.pixel.unverified':
    'Aucun événement de votre site n’est encore arrivé. Installez la balise, ouvrez une page de votre site, puis vérifiez à nouveau.',
  'onboarding.pixel.reverify': 'Vérifier à nouveau',
  'onboarding.pixel.verifying': 'Vérification…',
  'onboarding.addAsset': 'Ajouter un élément audio',
  'onboarding.createCampaign': 'Créer une campagne',
  'onboarding.snooze': 'Me le rappeler plus tard',
  'onboarding.snoozesLeft': '{count, plural, one {# rappel restant} other {# rappels restants}}',
  'onboarding.dismiss': 'Masquer',
  'onboarding.actionFailed': 'Cela n’a pas fonctionné : {message}',
};
