/**
 * Messages of the asset screens (the asset uploader) in every supported locale; registered in the
 * catalogues next to the shared messages.
 */
const en = {
  'assetUploader.prompt': 'Drop audio files here: MP3, WAV, MP4, AAC or Ogg',
  'assetUploader.limits': 'Up to {size} and {seconds} seconds per file.',
  'assetUploader.files': 'Files to upload',
  'assetUploader.checking': 'Checking {name}…',
  'assetUploader.refused.type': '{name} is not an audio file: choose an MP3, WAV, MP4, AAC or Ogg file.',
  'assetUploader.refused.size': '{name} is {size}: a file may be up to {max}.',
  'assetUploader.refused.duration': '{name} lasts {seconds} seconds: audio may last up to {max} seconds.',
  'assetUploader.refused.unreadable': '{name} could not be read as audio.',
  'assetUploader.uploading': 'Uploading {name}',
  'assetUploader.failed': 'The {name} could not be uploaded at the moment',
  'assetUploader.cancelled': 'The upload of {name} was cancelled.',
  'assetUploader.uploaded': '{name} was uploaded.',
  'assetUploader.processing': 'The file is being processed.',
  'assetUploader.duration': 'Duration: {duration}',
  'assetUploader.preview': 'Listen to {name}',
  'assetUploader.cancel': 'Cancel',
  'assetUploader.retry': 'Retry',
  'assetUploader.remove': 'Remove',
};

/** A key of the asset messages. */
export type AssetMessageKey = keyof typeof en;

const de: Record<AssetMessageKey, string> = {
  'assetUploader.prompt': 'Audiodateien hier ablegen: MP3, WAV, MP4, AAC oder Ogg',
  'assetUploader.limits': 'Bis zu {size} und {seconds} Sekunden pro Datei.',
  'assetUploader.files': 'Hochzuladende Dateien',
  'assetUploader.checking': '{name} wird geprüft …',
  'assetUploader.refused.type':
    '{name} ist keine Audiodatei: Wählen Sie eine MP3-, WAV-, MP4-, AAC- oder Ogg-Datei.',
  'assetUploader.refused.size': '{name} ist {size} groß: Eine Datei darf höchstens {max} groß sein.',
  'assetUploader.refused.duration':
    '{name} dauert {seconds} Sekunden: Audio darf höchstens {max} Sekunden dauern.',
  'assetUploader.refused.unreadable': '{name} konnte nicht als Audio gelesen werden.',
  'assetUploader.uploading': '{name} wird hochgeladen',
  'assetUploader.failed': '{name} konnte derzeit nicht hochgeladen werden',
  'assetUploader.cancelled': 'Das Hochladen von {name} wurde abgebrochen.',
  'assetUploader.uploaded': '{name} wurde hochgeladen.',
  'assetUploader.processing': 'Die Datei wird verarbeitet.',
  'assetUploader.duration': 'Dauer: {duration}',
  'assetUploader.preview': '{name} anhören',
  'assetUploader.cancel': 'Abbrechen',
  'assetUploader.retry': 'Erneut versuchen',
  'assetUploader.remove': 'Entfernen',
};

const es: Record<AssetMessageKey, string> = {
  'assetUploader.prompt': 'Suelta aquí archivos de audio: MP3, WAV, MP4, AAC u Ogg',
  'assetUploader.limits': 'Hasta {size} y {seconds} segundos por archivo.',
  'assetUploader.files': 'Archivos para subir',
  'assetUploader.checking': 'Comprobando {name}…',
  'assetUploader.refused.type':
    '{name} no es un archivo de audio: elige un archivo MP3, WAV, MP4, AAC u Ogg.',
  'assetUploader.refused.size': '{name} ocupa {size}: un archivo puede ocupar como máximo {max}.',
  'assetUploader.refused.duration':
    '{name} dura {seconds} segundos: el audio puede durar como máximo {max} segundos.',
  'assetUploader.refused.unreadable': 'No se ha podido leer {name} como audio.',
  'assetUploader.uploading': 'Subiendo {name}',
  'assetUploader.failed': 'No se ha podido subir {name} en este momento',
  'assetUploader.cancelled': 'Se ha cancelado la subida de {name}.',
  'assetUploader.uploaded': 'Se ha subido {name}.',
  'assetUploader.processing': 'El archivo se está procesando.',
  'assetUploader.duration': 'Duración: {duration}',
  'assetUploader.preview': 'Escuchar {name}',
  'assetUploader.cancel': 'Cancelar',
  'assetUploader.retry': 'Reintentar',
  'assetUploader.remove': 'Quitar',
};

const esMX: Record<AssetMessageKey, string> = {
  ...es,
  'assetUploader.prompt': 'Suelta aquí tus archivos de audio: MP3, WAV, MP4, AAC u Ogg',
  'assetUploader.refused.unreadable': 'No se pudo leer {name} como audio.',
  'assetUploader.failed': 'No se pudo subir {name} en este momento',
  'assetUploader.cancelled': 'Se canceló la subida de {name}.',
  'assetUploader.uploaded': 'Se subió {name}.',
};

const fr: Record<AssetMessageKey, string> = {
  'assetUploader.prompt': 'Déposez des fichiers audio ici : MP3, WAV, MP4, AAC ou Ogg',
  'assetUploader.limits': 'Jusqu’à {size} et {seconds} secondes par fichier.',
  'assetUploader.files': 'Fichiers à téléverser',
  'assetUploader.checking': 'Vérification de {name}…',
  'assetUploader.refused.type':
    '{name} n’est pas un fichier audio : choisissez un fichier MP3, WAV, MP4, AAC ou Ogg.',
  'assetUploader.refused.size': '{name} pèse {size} : un fichier peut peser au plus {max}.',
  'assetUploader.refused.duration':
    '{name} dure {seconds} secondes : l’audio peut durer au plus {max} secondes.',
  'assetUploader.refused.unreadable': '{name} n’a pas pu être lu comme un fichier audio.',
  'assetUploader.uploading': 'Téléversement de {name}',
  'assetUploader.failed': 'Le fichier {name} ne peut pas être téléversé pour le moment',
  'assetUploader.cancelled': 'Le téléversement de {name} a été annulé.',
  'assetUploader.uploaded': '{name} a été téléversé.',
  'assetUploader.processing': 'Le fichier est en cours de traitement.',
  'assetUploader.duration': 'Durée : {duration}',
  'assetUploader.preview': 'Écouter {name}',
  'assetUploader.cancel': 'Annuler',
  'assetUploader.retry': 'Réessayer',
  'assetUploader.remove': 'Retirer',
};

const zhCN: Record<AssetMessageKey, string> = {
  'assetUploader.prompt': '将音频文件拖放到此处：MP3、WAV、MP4、AAC 或 Ogg',
  'assetUploader.limits': '每个文件最大 {size}，时长不超过 {seconds} 秒。',
  'assetUploader.files': '待上传的文件',
  'assetUploader.checking': '正在检查 {name}…',
  'assetUploader.refused.type': '{name} 不是音频文件：请选择 MP3、WAV、MP4、AAC 或 Ogg 文件。',
  'assetUploader.refused.size': '{name} 大小为 {size}：文件最大为 {max}。',
  'assetUploader.refused.duration': '{name} 时长 {seconds} 秒：音频最长 {max} 秒。',
  'assetUploader.refused.unreadable': '无法将 {name} 读取为音频。',
  'assetUploader.uploading': '正在上传 {name}',
  'assetUploader.failed': '目前无法上传 {name}',
  'assetUploader.cancelled': '已取消上传 {name}。',
  'assetUploader.uploaded': '{name} 已上传。',
  'assetUploader.processing': '文件正在处理中。',
  'assetUploader.duration': '时长：{duration}',
  'assetUploader.preview': '试听 {name}',
  'assetUploader.cancel': '取消',
  'assetUploader.retry': '重试',
  'assetUploader.remove': '移除',
};

/** The asset messages of each supported locale. */
export const assetMessages = { en, de, es, 'es-MX': esMX, fr, 'zh-CN': zhCN };
