import type { OnboardingMessages } from './en.ts';
import { onboardingEs } from './es.ts';

/** Mexican Spanish messages of the onboarding checklist: Spanish with Mexican usage. */
export const onboardingEsMX: OnboardingMessages = {
  ...onboardingEs,
  'onboarding.loadFailed': 'No se pudo cargar tu progreso de incorporación.',
  'onboarding.step.pixel': 'Agrega la etiqueta de analítica (píxel) a tu sitio web',
  'onboarding.step.creative': 'Agrega un primer recurso',
  'onboarding.addAsset': 'Agregar un recurso',
  'onboarding.actionFailed': 'No funcionó: {message}',
};
