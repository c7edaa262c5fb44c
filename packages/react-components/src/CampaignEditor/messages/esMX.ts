import type { CampaignMessages } from './en.ts';
import { campaignsEs } from './es.ts';

/** Mexican Spanish messages of the campaign editor and list: Spanish with Mexican usage. */
export const campaignsEsMX: CampaignMessages = {
  ...campaignsEs,
  'campaigns.editor.loadFailed': 'No se pudo cargar la campaña.',
  'campaigns.draft.restored': 'Se recuperaron tus cambios sin guardar del {time}.',
  'campaigns.save.saved': 'La campaña se guardó.',
  'campaigns.save.launched': 'La campaña se lanzó.',
  'campaigns.save.invalid': 'La campaña no se guardó: hay campos que revisar.',
  'campaigns.save.failed': 'La campaña no se guardó: {message}',
  'campaigns.field.playlists': 'Playlists',
  'campaigns.field.playlists.empty': 'Este anunciante todavía no tiene playlists.',
  'campaigns.geo.lookupFailed': 'La búsqueda de lugares falló; escribe los códigos abajo.',
  'campaigns.entries.add': 'Agregar',
  'campaigns.entries.addNamed': 'Agregar a {label}',
  'campaigns.geo.addCountry': 'Agregar país {code}',
  'campaigns.geo.addRegion': 'Agregar región {code}',
  'campaigns.geo.addCity': 'Agregar la ciudad {city}',
  'campaigns.geo.cities.description': 'Busca un lugar por dirección arriba para agregar su ciudad.',
  'campaigns.error.campaign.city.invalid':
    'Una ciudad elegida está incompleta; quítala y vuelve a agregarla desde la búsqueda de lugares.',
  'campaigns.geo.addZip': 'Agregar código postal {zip}',
  'campaigns.creatives.previews': 'Creatividades agregadas',
  'campaigns.list.loadFailed': 'No se pudieron cargar las campañas.',
  'campaigns.list.duplicated': '{name} se duplicó como borrador.',
  'campaigns.list.deleted': '{name} se eliminó.',
  'campaigns.error.pixel.hash': 'La URL no puede contener un signo de número (#).',
};
