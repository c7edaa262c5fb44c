import type { IntegrationsMessages } from './en.ts';
import { integrationsEs } from './es.ts';

/** Mexican Spanish messages of the integration screens. */
export const integrationsEsMX: IntegrationsMessages = {
  ...integrationsEs,
  'integrations.failed': 'No se pudieron cargar las integraciones.',
  'integrations.retry': 'Volver a intentar',
  'integrations.empty.description': 'Exporta tus datos, conecta Google Analytics 4 o llama a un webhook.',
  'integrationEditor.loadFailed': 'No se pudo cargar la integración.',
  'integrationEditor.saved': 'Se guardó la integración.',
  'integrationEditor.saveFailed': 'No se guardó la integración: {message}',
  'exportSchedule.manual': 'Cuando la ejecute yo',
  'dataExport.paused': 'Reanuda la integración para ejecutarla.',
  'dataExport.runFailed': 'No se ejecutó la exportación: {message}',
  'integration.url.invalid': 'Ingresa una dirección que empiece por http:// o https://.',
};
