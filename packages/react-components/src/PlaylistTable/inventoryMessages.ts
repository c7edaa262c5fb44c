/**
 * Messages of the inventory screens (playlist table, inventory search, playlist editor) in every
 * supported locale; registered in the catalogues next to the shared messages.
 */
const en = {
  'playlistTable.label': 'Playlists',
  'playlistTable.column.name': 'Name',
  'playlistTable.column.type': 'Type',
  'playlistTable.column.inventory_size': 'No. of items',
  'playlistTable.column.created_at': 'Creation date',
  'playlistTable.column.tags': 'Tags ID',
  'playlistTable.selectAll': 'Select all',
  'playlistTable.selectRow': 'Select {name}',
  'playlistTable.loading': 'Loading playlists…',
  'playlistTable.empty.title': 'No playlists yet',
  'playlistTable.empty.description': 'Search the inventory and save a playlist to see it here.',
  'playlistTable.error.title': 'The playlists could not be loaded',
  'playlistTable.error.retry': 'Try again',
  'playlistType.podcast': 'Podcast',
  'playlistType.radio': 'Radio',
  'playlistType.streaming': 'Streaming',
  'playlistType.emerging': 'Emerging',
  'inventoryList.title': 'Inventory',
  'inventoryList.description':
    'Playlists of podcasts, radio, streaming and emerging inventory to target in campaigns.',
  'inventoryList.new': 'New playlist',
};

/** A key of the inventory messages. */
export type InventoryMessageKey = keyof typeof en;

type InventoryMessages = Record<InventoryMessageKey, string>;

const de: InventoryMessages = {
  'playlistTable.label': 'Playlists',
  'playlistTable.column.name': 'Name',
  'playlistTable.column.type': 'Typ',
  'playlistTable.column.inventory_size': 'Anzahl der Elemente',
  'playlistTable.column.created_at': 'Erstellungsdatum',
  'playlistTable.column.tags': 'Tag-IDs',
  'playlistTable.selectAll': 'Alle auswählen',
  'playlistTable.selectRow': '{name} auswählen',
  'playlistTable.loading': 'Playlists werden geladen…',
  'playlistTable.empty.title': 'Noch keine Playlists',
  'playlistTable.empty.description':
    'Durchsuchen Sie das Inventar und speichern Sie eine Playlist, um sie hier zu sehen.',
  'playlistTable.error.title': 'Die Playlists konnten nicht geladen werden',
  'playlistTable.error.retry': 'Erneut versuchen',
  'playlistType.podcast': 'Podcast',
  'playlistType.radio': 'Radio',
  'playlistType.streaming': 'Streaming',
  'playlistType.emerging': 'Neue Kanäle',
  'inventoryList.title': 'Inventar',
  'inventoryList.description':
    'Playlists mit Podcasts, Radio-, Streaming- und neuem Inventar für Ihre Kampagnen.',
  'inventoryList.new': 'Neue Playlist',
};

const es: InventoryMessages = {
  'playlistTable.label': 'Listas',
  'playlistTable.column.name': 'Nombre',
  'playlistTable.column.type': 'Tipo',
  'playlistTable.column.inventory_size': 'N.º de elementos',
  'playlistTable.column.created_at': 'Fecha de creación',
  'playlistTable.column.tags': 'ID de etiquetas',
  'playlistTable.selectAll': 'Seleccionar todo',
  'playlistTable.selectRow': 'Seleccionar {name}',
  'playlistTable.loading': 'Cargando listas…',
  'playlistTable.empty.title': 'Todavía no hay listas',
  'playlistTable.empty.description': 'Busca en el inventario y guarda una lista para verla aquí.',
  'playlistTable.error.title': 'No se han podido cargar las listas',
  'playlistTable.error.retry': 'Reintentar',
  'playlistType.podcast': 'Pódcast',
  'playlistType.radio': 'Radio',
  'playlistType.streaming': 'Streaming',
  'playlistType.emerging': 'Emergentes',
  'inventoryList.title': 'Inventario',
  'inventoryList.description':
    'Listas de pódcasts, radio, streaming e inventario emergente para tus campañas.',
  'inventoryList.new': 'Nueva lista',
};

const esMX: InventoryMessages = {
  ...es,
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
};

const fr: InventoryMessages = {
  'playlistTable.label': 'Playlists',
  'playlistTable.column.name': 'Nom',
  'playlistTable.column.type': 'Type',
  'playlistTable.column.inventory_size': 'Nbre d’éléments',
  'playlistTable.column.created_at': 'Date de création',
  'playlistTable.column.tags': 'ID des tags',
  'playlistTable.selectAll': 'Tout sélectionner',
  'playlistTable.selectRow': 'Sélectionner {name}',
  'playlistTable.loading': 'Chargement des playlists…',
  'playlistTable.empty.title': 'Aucune playlist pour l’instant',
  'playlistTable.empty.description':
    'Recherchez dans l’inventaire et enregistrez une playlist pour la voir ici.',
  'playlistTable.error.title': 'Les playlists n’ont pas pu être chargées',
  'playlistTable.error.retry': 'Réessayer',
  'playlistType.podcast': 'Podcast',
  'playlistType.radio': 'Radio',
  'playlistType.streaming': 'Streaming',
  'playlistType.emerging': 'Émergents',
  'inventoryList.title': 'Inventaire',
  'inventoryList.description':
    'Playlists de podcasts, radio, streaming et inventaire émergent à cibler dans vos campagnes.',
  'inventoryList.new': 'Nouvelle playlist',
};

const zhCN: InventoryMessages = {
  'playlistTable.label': '播放列表',
  'playlistTable.column.name': '名称',
  'playlistTable.column.type': '类型',
  'playlistTable.column.inventory_size': '条目数',
  'playlistTable.column.created_at': '创建日期',
  'playlistTable.column.tags': '标签 ID',
  'playlistTable.selectAll': '全选',
  'playlistTable.selectRow': '选择 {name}',
  'playlistTable.loading': '正在加载播放列表…',
  'playlistTable.empty.title': '还没有播放列表',
  'playlistTable.empty.description': '搜索广告资源并保存播放列表后，它会显示在这里。',
  'playlistTable.error.title': '无法加载播放列表',
  'playlistTable.error.retry': '重试',
  'playlistType.podcast': '播客',
  'playlistType.radio': '电台',
  'playlistType.streaming': '流媒体',
  'playlistType.emerging': '新兴渠道',
  'inventoryList.title': '广告资源',
  'inventoryList.description': '可在广告活动中定向的播客、电台、流媒体和新兴渠道播放列表。',
  'inventoryList.new': '新建播放列表',
};

/** The inventory messages of each supported locale. */
export const inventoryMessages = { en, de, es, 'es-MX': esMX, fr, 'zh-CN': zhCN };
