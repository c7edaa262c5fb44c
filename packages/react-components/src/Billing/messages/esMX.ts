import type { BillingMessages } from './en.ts';
import { billingEs } from './es.ts';

/** Mexican Spanish messages of the billing screen. */
export const billingEsMX: BillingMessages = {
  ...billingEs,
  'billing.retry': 'Volver a intentar',
  'billing.info.loadFailed': 'No se pudieron cargar los datos de facturación.',
  'billing.info.none': 'Aún no hay datos de facturación: guárdalos antes de agregar un método de pago.',
  'billing.info.saved': 'Se guardaron los datos de facturación.',
  'billing.info.saveFailed': 'No se guardaron los datos de facturación: {message}',
  'billing.field.country.description': 'El código de país de dos letras, como MX.',
  'billing.field.tax_id': 'RFC o identificación fiscal',
  'billing.methods.loadFailed': 'No se pudieron cargar los métodos de pago.',
  'billing.methods.empty.description': 'Agrega una tarjeta o una cuenta bancaria para pagar tus campañas.',
  'billing.methods.add': 'Agregar método de pago',
  'billing.methods.deleted': 'Se eliminó {method}.',
  'billing.methods.actionFailed': 'No funcionó: {message}',
  'billing.add.title': 'Agregar un método de pago',
  'billing.add.submit': 'Agregar',
  'billing.add.added': 'Se agregó {method}.',
  'billing.add.failed': 'No se agregó el método de pago: {message}',
  'billing.edit.saved': 'Se actualizó {method}.',
  'country.invalid': 'El país debe ser un código ISO de dos letras en mayúsculas, como MX.',
};
