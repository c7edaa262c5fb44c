import { campaignsDe } from './de.ts';
import { campaignsEn } from './en.ts';
import { campaignsEs } from './es.ts';
import { campaignsEsMX } from './esMX.ts';
import { campaignsFr } from './fr.ts';
import { campaignsZhCN } from './zhCN.ts';

/**
 * Messages of the campaign screens (campaign list and campaign editor) in every supported
 * locale; registered in the catalogues next to the shared messages.
 */
export const campaignMessages = {
  en: campaignsEn,
  de: campaignsDe,
  es: campaignsEs,
  'es-MX': campaignsEsMX,
  fr: campaignsFr,
  'zh-CN': campaignsZhCN,
};
