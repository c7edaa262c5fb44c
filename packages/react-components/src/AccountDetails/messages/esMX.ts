import type { AccountDetailsMessages } from './en.ts';
import { accountDetailsEs } from './es.ts';

/** Mexican Spanish messages of the account details screen: Spanish with Mexican usage. */
export const accountDetailsEsMX = {
  ...accountDetailsEs,
  'accountDetails.loadFailed': 'No se pudieron cargar los datos de tu cuenta.',
  'accountDetails.saveFailed': 'No se pudieron guardar los cambios: {message}',
  'accountDetails.user.last_name': 'Apellido',
  'accountDetails.user.saved': 'Se guardaron tus datos.',
  'accountDetails.advertiser.logo': 'Logo',
  'accountDetails.advertiser.logoAlt': 'Logo de {name}',
  'accountDetails.advertiser.noLogo': 'Todavía no hay logo.',
  'accountDetails.advertiser.logoPrompt': 'Suelta aquí un logo PNG, JPEG, WebP o SVG',
  'accountDetails.advertiser.logoRemove': 'Conservar el logo actual',
  'accountDetails.advertiser.logoFailed': 'No se pudo subir {name} en este momento',
  'accountDetails.advertiser.saved': 'Se guardó {name}.',
  'advertiser.logo.content_type': 'El logo debe ser una imagen PNG, JPEG, WebP o SVG.',
} satisfies AccountDetailsMessages;
