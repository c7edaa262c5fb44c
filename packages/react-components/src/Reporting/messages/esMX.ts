import type { ReportingMessages } from './en.ts';
import { reportingEs } from './es.ts';

/** Mexican Spanish messages of the dashboards and reporting. */
export const reportingEsMX: ReportingMessages = {
  ...reportingEs,
  'dashboard.title': 'Tablero',
  'dashboard.kind': 'Tablero',
  'dashboard.loading': 'Cargando el tablero…',
  'dashboard.metricsFailed': 'No se pudieron cargar las métricas del tablero',
  'dashboard.retry': 'Volver a intentar',
  'dashboard.lift.description':
    'Oyentes que escucharon tus anuncios comparados con un grupo de control que no los escuchó.',
  'reporting.failed': 'No se pudo cargar el informe',
  'reporting.retry': 'Volver a intentar',
  'reporting.downloaded': 'Se descargó el informe.',
  'reporting.downloadFailed': 'No se pudo descargar el informe: {message}',
  'reporting.events.failed': 'No se pudieron cargar los eventos',
  'reporting.events.empty': 'Aún no ha llegado ningún evento de tu píxel.',
};
