import type { AppMessages } from './en.ts';
import { es } from './es.ts';

/** Spanish (Mexico) messages of the app shell: Spanish, with the Mexican wording where it differs. */
export const esMX: AppMessages = {
  ...es,
  'admin.invalidUuid': 'Ingresa el UUID de un anunciante, p. ej. 5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01',
  'login.invalidEmail': 'Ingresa una dirección de correo, p. ej. owner@example.com',
  'login.submit': 'Envíenme un enlace de acceso',
  'signup.invalidWebsite': 'Ingresa un sitio web, p. ej. example.com',
  'noAdvertisers.toastMessage':
    'Por favor, comunícate con atención a clientes para resolver el problema de tu cuenta.',
  'noAdvertisers.contactSupport': 'Comunicarse con soporte',
  'screen.loadFailed': 'No se pudo cargar. Inténtalo más tarde.',
  'onboardingSteps.pixel': 'Agrega la etiqueta de analítica (píxel) a tu sitio web',
  'onboardingSteps.creative': 'Agrega un primer recurso',
};
