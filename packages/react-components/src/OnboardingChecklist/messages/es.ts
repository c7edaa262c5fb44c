import type { OnboardingMessages } from './en.ts';

/** Spanish messages of the onboarding checklist. */
export const onboardingEs: OnboardingMessages = {
  'onboarding.title': 'Primeros pasos con Earshot',
  'onboarding.description': 'Tres pasos hasta tu primera campaña.',
  'onboarding.progress': '{done} de {total} pasos completados',
  'onboarding.loading': 'Cargando tu progreso de incorporación…',
  'onboarding.loadFailed': 'No se ha podido cargar tu progreso de incorporación.',
  'onboarding.retry': 'Reintentar',
  'onboarding.done': 'Hecho',
  'onboarding.todo': 'Pendiente',
  'onboarding.step.pixel': 'Añade la etiqueta de analítica (píxel) a tu sitio web',
  'onboarding.step.pixel.description':
    'Pega este fragmento en todas las páginas de tu sitio, antes de {tag}.',
  'onboarding.step.creative': 'Añade un primer recurso',
  'onboarding.step.creative.description': 'Sube el audio de tu primer anuncio.',
  'onboarding.step.campaign': 'Crea una primera campaña',
  'onboarding.step.campaign.description': 'Elige dónde, cuándo y para quién suena tu anuncio.',
  'onboarding.pixel.snippet': 'Fragmento de la etiqueta',
  'onboarding.pixel.copy': 'Copiar fragmento',
  'onboarding.pixel.copied': 'Fragmento copiado',
  'onboarding.pixel.verified': 'Verificado: están llegando eventos de tu sitio.',
  'onboarding.pixel.unverified':
    'Todavía no ha llegado ningún evento de tu sitio. Instala la etiqueta, abre una página de tu sitio y vuelve a verificar.',
  'onboarding.pixel.reverify': 'Volver a verificar',
  'onboarding.pixel.verifying': 'Verificando…',
  'onboarding.addAsset': 'Añadir un recurso',
  'onboarding.createCampaign': 'Crear una campaña',
  'onboarding.snooze': 'Recordármelo más tarde',
  'onboarding.snoozesLeft': '{count, plural, one {Queda # recordatorio} other {Quedan # recordatorios}}',
  'onboarding.dismiss': 'Descartar',
  'onboarding.actionFailed': 'No ha funcionado: {message}',
};
