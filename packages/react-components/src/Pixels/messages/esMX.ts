import type { PixelsMessages } from './en.ts';
import { pixelsEs } from './es.ts';

/** Mexican Spanish messages of the pixel screen: Spanish, with the words used in Mexico. */
export const pixelsEsMX = {
  ...pixelsEs,
  'pixels.copyFailed': 'Tu navegador no permitió copiar; selecciona el texto y cópialo tú mismo.',
  'pixels.tag.loadFailed': 'No se pudo cargar el píxel.',
  'pixels.events.loadFailed': 'No se pudieron cargar los eventos',
  'pixels.history.loadFailed': 'No se pudieron cargar los eventos',
  'pixels.report.failed': 'No se pudo cargar el informe',
  'pixels.report.ready': 'Tu reporte está listo: descarga el archivo CSV',
  'pixels.report.eventType': 'Eventos del reporte',
  'pixels.report.download': 'Descargar reporte',
  'pixels.billable.description':
    'Las conversiones marcadas como facturables cuentan como acciones en las campañas de costo por acción.',
  'pixels.billable.loadFailed': 'No se pudieron cargar los eventos facturables.',
  'pixels.billable.saveFailed': 'No se pudieron guardar los cambios: {message}',
  'pixels.partners.loadFailed': 'No se pudieron cargar los socios de atribución.',
  'pixels.tracking.description':
    'Dale esta URL a tu servidor de anuncios o a un socio para registrar cada impresión con tu píxel. Cámbiala si lo necesitas; se revisa con las reglas de las macros.',
  'pixel.hash': 'La URL del píxel no debe contener un signo de número (#).',
} satisfies PixelsMessages;
