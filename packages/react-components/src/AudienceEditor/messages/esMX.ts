import type { AudienceMessages } from './en.ts';
import { audiencesEs } from './es.ts';

/** Mexican Spanish messages of the audience screens (audiences list and audience editor): Spanish with Mexican usage. */
export const audiencesEsMX: AudienceMessages = {
  ...audiencesEs,
  'audienceList.error': 'No se pudieron cargar las audiencias',
  'audienceEditor.saveFailed': 'No se pudo guardar la audiencia: {message}',
  'audienceEditor.loadFailed': 'No se pudo cargar la audiencia.',
  'audienceEditor.addRule': 'Agregar segmento',
  'audienceEditor.crm.noIdentifiers':
    'No se encontró ninguna columna de correo o teléfono: agrega una y vuelve a subir el archivo.',
  'audienceEditor.cdp.add': 'Agregar {name}',
  'audienceEditor.cdp.added': '{name} agregado',
};
