import type { InventoryMessages } from './en.ts';
import { inventoryEs } from './es.ts';

/** Mexican Spanish messages of the inventory screens (playlist table, inventory search, playlist editor): Spanish with Mexican usage. */
export const inventoryEsMX: InventoryMessages = {
  ...inventoryEs,
  'playlistTable.label': 'Playlists',
  'playlistTable.column.inventory_size': 'Núm. de elementos',
  'playlistTable.loading': 'Cargando playlists…',
  'playlistTable.empty.title': 'Todavía no hay playlists',
  'playlistTable.empty.description': 'Busca en el inventario y guarda una playlist para verla aquí.',
  'playlistTable.error.title': 'No se pudieron cargar las playlists',
  'playlistType.podcast': 'Podcast',
  'inventoryList.description':
    'Playlists de podcasts, radio, streaming e inventario emergente para tus campañas.',
  'inventoryList.new': 'Nueva playlist',
  'inventorySearch.add': 'Agregar {name}',
  'inventorySearch.added': '{name} agregado',
  'inventorySearch.saveSearch': 'Agregar esta búsqueda a la playlist',
  'inventorySearch.error': 'La búsqueda de inventario falló. Cambia los filtros o vuelve a intentarlo.',
  'playlistEditor.titleNew': 'Nueva playlist',
  'playlistEditor.titleEdit': 'Editar playlist',
  'playlistEditor.typeFixed': 'El tipo de una playlist guardada no se puede cambiar.',
  'playlistEditor.addTag': 'Agregar etiqueta',
  'playlistEditor.noItems': 'Todavía no hay elementos: agrégalos desde los resultados de búsqueda.',
  'playlistEditor.save': 'Guardar playlist',
  'playlistEditor.saved': 'Playlist guardada',
  'playlistEditor.saveFailed': 'No se pudo guardar la playlist: {message}',
  'playlistEditor.missingId': 'Falta el parámetro obligatorio: ID de la playlist',
  'playlistEditor.loadFailed': 'No se pudo cargar la playlist.',
  'playlistEditor.loading': 'Cargando la playlist…',
  'playlist.name.required': 'El nombre de la playlist es obligatorio.',
  'playlist.name.max': 'El nombre de la playlist debe tener como máximo 200 caracteres.',
  'playlist.tags.max': 'Esta playlist tiene demasiadas etiquetas.',
  'playlist.inventory_ids.max': 'Esta playlist contiene demasiados elementos.',
  'playlist.searches.max': 'Esta playlist guarda demasiadas búsquedas.',
  'playlist.type.invalid': 'Elige podcast, radio, streaming o emergentes.',
};
