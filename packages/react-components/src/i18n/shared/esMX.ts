import type { Messages } from './en.ts';
import { es } from './es.ts';

/** Spanish (Mexico) messages. */
export const esMX: Messages = {
  ...es,
  'reloadPrompt.needRefresh':
    'Hay una nueva versión de {appName} disponible, da clic en el botón Recargar para actualizar.',
  'errorBoundary.title': 'Algo salió mal',
  'errorBoundary.message': 'No se pudo mostrar esta parte de la página.',
  'errorBoundary.retry': 'Intentar de nuevo',
  'form.checksUnavailable':
    'No se pudo revisar el formulario, así que no se guardó nada: revisa tu conexión e inténtalo de nuevo.',
  'readOnlyBanner.reporting':
    'Tienes acceso a los reportes de {advertiserName}: puedes ver reportes, pero no hacer cambios.',
  'navigation.dashboard': 'Tablero',
  'navigation.creatives': 'Creativos',
  'navigation.reporting': 'Reportes',
};
