/**
 * Messages of the audience screens (audiences list and audience editor) in every supported
 * locale; registered in the catalogues next to the shared messages.
 */
const en = {
  'audienceList.label': 'Audiences',
};

/** A key of the audience messages. */
export type AudienceMessageKey = keyof typeof en;

type AudienceMessages = Record<AudienceMessageKey, string>;

const de: AudienceMessages = {
  'audienceList.label': 'Zielgruppen',
};

const es: AudienceMessages = {
  'audienceList.label': 'Audiencias',
};

const esMX: AudienceMessages = { ...es };

const fr: AudienceMessages = {
  'audienceList.label': 'Audiences',
};

const zhCN: AudienceMessages = {
  'audienceList.label': '受众',
};

/** The audience messages of each supported locale. */
export const audienceMessages = { en, de, es, 'es-MX': esMX, fr, 'zh-CN': zhCN };
