import type { TeamMessages } from './en.ts';
import { teamEs } from './es.ts';

/** Mexican Spanish messages of the team screen. */
export const teamEsMX: TeamMessages = {
  ...teamEs,
  'team.retry': 'Volver a intentar',
  'team.loadFailed': 'No se pudo cargar el equipo.',
  'team.rolesFailed': 'No se pudieron cargar los roles.',
  'team.confirmRemove.description':
    'Ya no podrá abrir este anunciante. Puedes volver a invitarla más adelante.',
  'team.removed': 'Se quitó a {name} del equipo.',
  'team.actionFailed': 'No funcionó: {message}',
  'team.invite.lastName': 'Apellido',
  'team.invite.addPerson': 'Agregar otra persona',
  'team.invite.failed': 'No se enviaron las invitaciones: {message}',
  'person.last_name.required': 'El apellido es obligatorio.',
  'person.last_name.max': 'El apellido debe tener como máximo 100 caracteres.',
};
