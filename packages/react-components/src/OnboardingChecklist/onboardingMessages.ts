/**
 * Messages of the onboarding checklist in every supported locale; registered in the catalogues
 * next to the shared messages.
 */
const en = {
  'onboarding.title': 'Get started with Earshot',
  'onboarding.description': 'Three steps to your first campaign.',
  'onboarding.progress': '{done} of {total} steps done',
  'onboarding.loading': 'Loading your onboarding progress…',
  'onboarding.loadFailed': 'Your onboarding progress could not be loaded.',
  'onboarding.retry': 'Try again',
  'onboarding.done': 'Done',
  'onboarding.todo': 'To do',
  'onboarding.step.pixel': 'Add the analytics tag (pixel) to your website',
  'onboarding.step.pixel.description': 'Paste this snippet into every page of your site, before {tag}.',
  'onboarding.step.creative': 'Add a first asset',
  'onboarding.step.creative.description': 'Upload the audio of your first ad.',
  'onboarding.step.campaign': 'Create a first campaign',
  'onboarding.step.campaign.description': 'Choose where, when and to whom your ad plays.',
  'onboarding.pixel.snippet': 'Tag snippet',
  'onboarding.pixel.copy': 'Copy snippet',
  'onboarding.pixel.copied': 'Snippet copied',
  'onboarding.pixel.verified': 'Verified: events from your site are arriving.',
  'onboarding.pixel.unverified':
    'No event from your site has arrived yet. Install the tag, open a page of your site, then re-verify.',
  'onboarding.pixel.reverify': 'Re-verify',
  'onboarding.pixel.verifying': 'Verifying…',
  'onboarding.addAsset': 'Add an asset',
  'onboarding.createCampaign': 'Create a campaign',
  'onboarding.snooze': 'Remind me later',
  'onboarding.snoozesLeft': '{count, plural, one {# reminder left} other {# reminders left}}',
  'onboarding.dismiss': 'Dismiss',
  'onboarding.actionFailed': 'That did not work: {message}',
};

/** A key of the onboarding messages. */
export type OnboardingMessageKey = keyof typeof en;

type OnboardingMessages = Record<OnboardingMessageKey, string>;

const de: OnboardingMessages = {
  'onboarding.title': 'Erste Schritte mit Earshot',
  'onboarding.description': 'Drei Schritte bis zu Ihrer ersten Kampagne.',
  'onboarding.progress': '{done} von {total} Schritten erledigt',
  'onboarding.loading': 'Ihr Einrichtungsfortschritt wird geladen…',
  'onboarding.loadFailed': 'Ihr Einrichtungsfortschritt konnte nicht geladen werden.',
  'onboarding.retry': 'Erneut versuchen',
  'onboarding.done': 'Erledigt',
  'onboarding.todo': 'Offen',
  'onboarding.step.pixel': 'Das Analyse-Tag (Pixel) auf Ihrer Website einfügen',
  'onboarding.step.pixel.description':
    'Fügen Sie dieses Snippet auf jeder Seite Ihrer Website vor {tag} ein.',
  'onboarding.step.creative': 'Ein erstes Asset hinzufügen',
  'onboarding.step.creative.description': 'Laden Sie das Audio Ihrer ersten Anzeige hoch.',
  'onboarding.step.campaign': 'Eine erste Kampagne erstellen',
  'onboarding.step.campaign.description': 'Legen Sie fest, wo, wann und für wen Ihre Anzeige läuft.',
  'onboarding.pixel.snippet': 'Tag-Snippet',
  'onboarding.pixel.copy': 'Snippet kopieren',
  'onboarding.pixel.copied': 'Snippet kopiert',
  'onboarding.pixel.verified': 'Verifiziert: Ereignisse von Ihrer Website kommen an.',
  'onboarding.pixel.unverified':
    'Von Ihrer Website ist noch kein Ereignis angekommen. Installieren Sie das Tag, öffnen Sie eine Seite Ihrer Website und verifizieren Sie erneut.',
  'onboarding.pixel.reverify': 'Erneut verifizieren',
  'onboarding.pixel.verifying': 'Wird verifiziert…',
  'onboarding.addAsset': 'Asset hinzufügen',
  'onboarding.createCampaign': 'Kampagne erstellen',
  'onboarding.snooze': 'Später erinnern',
  'onboarding.snoozesLeft': '{count, plural, one {Noch # Erinnerung} other {Noch # Erinnerungen}}',
  'onboarding.dismiss': 'Ausblenden',
  'onboarding.actionFailed': 'Das hat nicht geklappt: {message}',
};

const es: OnboardingMessages = {
  'onboarding.title': 'Primeros pasos con Earshot',
  'onboarding.description': 'Tres pasos hasta tu primera campaña.',
  'onboarding.progress': '{done} de {total} pasos completados',
  'onboarding.loading': 'Cargando tu progreso de incorporación…',
  'onboarding.loadFailed': 'No se ha podido cargar tu progreso de incorporación.',
  'onboarding.retry': 'Reintentar',
  'onboarding.done': 'Hecho',
  'onboarding.todo': 'Pendiente',
  'onboarding.step.pixel': 'Añade la etiqueta de analítica (píxel) a tu sitio web',
  'onboarding.step.pixel.description':
    'Pega este fragmento en todas las páginas de tu sitio, antes de {tag}.',
  'onboarding.step.creative': 'Añade un primer recurso',
  'onboarding.step.creative.description': 'Sube el audio de tu primer anuncio.',
  'onboarding.step.campaign': 'Crea una primera campaña',
  'onboarding.step.campaign.description': 'Elige dónde, cuándo y para quién suena tu anuncio.',
  'onboarding.pixel.snippet': 'Fragmento de la etiqueta',
  'onboarding.pixel.copy': 'Copiar fragmento',
  'onboarding.pixel.copied': 'Fragmento copiado',
  'onboarding.pixel.verified': 'Verificado: están llegando eventos de tu sitio.',
  'onboarding.pixel.unverified':
    'Todavía no ha llegado ningún evento de tu sitio. Instala la etiqueta, abre una página de tu sitio y vuelve a verificar.',
  'onboarding.pixel.reverify': 'Volver a verificar',
  'onboarding.pixel.verifying': 'Verificando…',
  'onboarding.addAsset': 'Añadir un recurso',
  'onboarding.createCampaign': 'Crear una campaña',
  'onboarding.snooze': 'Recordármelo más tarde',
  'onboarding.snoozesLeft': '{count, plural, one {Queda # recordatorio} other {Quedan # recordatorios}}',
  'onboarding.dismiss': 'Descartar',
  'onboarding.actionFailed': 'No ha funcionado: {message}',
};

const esMX: OnboardingMessages = {
  ...es,
  'onboarding.loadFailed': 'No se pudo cargar tu progreso de incorporación.',
  'onboarding.step.pixel': 'Agrega la etiqueta de analítica (píxel) a tu sitio web',
  'onboarding.step.creative': 'Agrega un primer recurso',
  'onboarding.addAsset': 'Agregar un recurso',
  'onboarding.actionFailed': 'No funcionó: {message}',
};

const fr: OnboardingMessages = {
  'onboarding.title': 'Bien démarrer avec Earshot',
  'onboarding.description': 'Trois étapes jusqu’à votre première campagne.',
  'onboarding.progress': '{done} étape(s) sur {total} terminée(s)',
  'onboarding.loading': 'Chargement de votre progression…',
  'onboarding.loadFailed': 'Votre progression n’a pas pu être chargée.',
  'onboarding.retry': 'Réessayer',
  'onboarding.done': 'Terminé',
  'onboarding.todo': 'À faire',
  'onboarding.step.pixel': 'Ajoutez la balise d’analyse (pixel) à votre site',
  'onboarding.step.pixel.description': 'Collez cet extrait dans chaque page de votre site, avant {tag}.',
  'onboarding.step.creative': 'Ajoutez un premier élément audio',
  'onboarding.step.creative.description': 'Importez l’audio de votre première annonce.',
  'onboarding.step.campaign': 'Créez une première campagne',
  'onboarding.step.campaign.description': 'Choisissez où, quand et pour qui votre annonce est diffusée.',
  'onboarding.pixel.snippet': 'Extrait de la balise',
  'onboarding.pixel.copy': 'Copier l’extrait',
  'onboarding.pixel.copied': 'Extrait copié',
  'onboarding.pixel.verified': 'Vérifié : les événements de votre site arrivent.',
  'onboarding.pixel.unverified':
    'Aucun événement de votre site n’est encore arrivé. Installez la balise, ouvrez une page de votre site, puis vérifiez à nouveau.',
  'onboarding.pixel.reverify': 'Vérifier à nouveau',
  'onboarding.pixel.verifying': 'Vérification…',
  'onboarding.addAsset': 'Ajouter un élément audio',
  'onboarding.createCampaign': 'Créer une campagne',
  'onboarding.snooze': 'Me le rappeler plus tard',
  'onboarding.snoozesLeft': '{count, plural, one {# rappel restant} other {# rappels restants}}',
  'onboarding.dismiss': 'Masquer',
  'onboarding.actionFailed': 'Cela n’a pas fonctionné : {message}',
};

const zhCN: OnboardingMessages = {
  'onboarding.title': 'Earshot 入门',
  'onboarding.description': '三步即可创建您的第一个广告活动。',
  'onboarding.progress': '已完成 {done}/{total} 步',
  'onboarding.loading': '正在加载您的入门进度…',
  'onboarding.loadFailed': '无法加载您的入门进度。',
  'onboarding.retry': '重试',
  'onboarding.done': '已完成',
  'onboarding.todo': '待完成',
  'onboarding.step.pixel': '将分析标签（像素）添加到您的网站',
  'onboarding.step.pixel.description': '将此代码片段粘贴到网站每个页面的 {tag} 之前。',
  'onboarding.step.creative': '添加第一个素材',
  'onboarding.step.creative.description': '上传您第一条广告的音频。',
  'onboarding.step.campaign': '创建第一个广告活动',
  'onboarding.step.campaign.description': '选择广告在何处、何时以及向谁播放。',
  'onboarding.pixel.snippet': '标签代码片段',
  'onboarding.pixel.copy': '复制代码片段',
  'onboarding.pixel.copied': '代码片段已复制',
  'onboarding.pixel.verified': '已验证：正在收到来自您网站的事件。',
  'onboarding.pixel.unverified':
    '尚未收到来自您网站的任何事件。请安装标签，打开您网站的一个页面，然后重新验证。',
  'onboarding.pixel.reverify': '重新验证',
  'onboarding.pixel.verifying': '正在验证…',
  'onboarding.addAsset': '添加素材',
  'onboarding.createCampaign': '创建广告活动',
  'onboarding.snooze': '稍后提醒我',
  'onboarding.snoozesLeft': '{count, plural, other {还剩 # 次提醒}}',
  'onboarding.dismiss': '关闭',
  'onboarding.actionFailed': '操作未成功：{message}',
};

/** The onboarding messages of each supported locale. */
export const onboardingMessages = { en, de, es, 'es-MX': esMX, fr, 'zh-CN': zhCN };
