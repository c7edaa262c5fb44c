import type { AssetMessages } from './en.ts';
import { assetsEs } from './es.ts';

/** Mexican Spanish messages of the asset screens (asset and creative lists and editors, audio generator, uploader): Spanish with Mexican usage. */
export const assetsEsMX: AssetMessages = {
  ...assetsEs,
  'creativeEditor.saveFailed': 'No se pudo guardar la creatividad: {message}',
  'creativeEditor.loadFailed': 'No se pudo cargar la creatividad.',
  'creativeEditor.replaceAudio': 'Reemplazar el archivo de audio',
  'creativeEditor.replaceDisplay': 'Reemplazar la imagen complementaria',
  'creativeEditor.display.unreadable': 'No se pudo leer {name} como imagen.',
  'creativeList.error': 'No se pudieron cargar las creatividades',
  'audioGenerator.voicesFailed': 'No se pudieron cargar las voces.',
  'audioGenerator.generateFailed': 'No se pudo generar el audio: {message}',
  'audioGenerator.suggest.failed': 'No se pudieron sugerir guiones: {message}',
  'audioGenerator.versionFailed': 'No se pudo generar esta versión.',
  'assetEditor.saveFailed': 'No se pudo guardar el recurso: {message}',
  'assetEditor.loadFailed': 'No se pudo cargar el recurso.',
  'assetUploader.prompt': 'Suelta aquí tus archivos de audio: MP3, WAV, MP4, AAC u Ogg',
  'assetUploader.refused.unreadable': 'No se pudo leer {name} como audio.',
  'assetUploader.failed': 'No se pudo subir {name} en este momento',
  'assetUploader.cancelled': 'Se canceló la subida de {name}.',
  'assetUploader.uploaded': 'Se subió {name}.',
  'assetList.error': 'No se pudieron cargar los recursos',
  'assetList.deleted': 'Se eliminó {name}.',
  'assetList.deleteFailed': 'No se pudo eliminar {name}: {message}',
};
