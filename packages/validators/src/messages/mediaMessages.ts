import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of assets, generated audio and creatives. */
export const mediaMessages = {
  ...textMessages('asset.name', 'Asset name', TEXT_LIMITS.name),
  'asset.content_type.invalid': 'The audio file must be MP3, WAV, MP4, AAC or Ogg.',
  ...textMessages('audio.script', 'Script', TEXT_LIMITS.script),
  ...textMessages('audio.voice_id', 'Voice', TEXT_LIMITS.externalId),
  ...textMessages('script.description', 'Description of what is advertised', TEXT_LIMITS.description),
  'script.tone.invalid': 'The tone must be friendly, energetic, calm, professional or humorous.',
  'script.duration.invalid': 'The script length must be 15, 30 or 60 seconds.',
  'script.count.invalid': 'Ask for 1 to 5 suggestions.',
  ...textMessages('creative.name', 'Creative name', TEXT_LIMITS.name),
  'creative.audio.required': 'A creative needs audio: choose an asset or upload an audio file.',
  'creative.audio_content_type.invalid': 'The audio file must be MP3, WAV, MP4, AAC or Ogg.',
  'creative.audio_content_type.required': 'Give the content type of the audio file to upload.',
  'creative.display_content_type.invalid': 'The display ad must be a PNG, JPEG, GIF or WebP image.',
  'creative.display_content_type.required': 'Give the content type of the display ad to upload.',
  'creative.click_url.invalid': 'The click URL must start with http:// or https:// followed by a domain.',
};
