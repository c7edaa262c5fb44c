import { TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of assets, generated audio and creatives. */
export const mediaMessages = {
  ...textMessages('asset.name', 'Asset name', TEXT_LIMITS.name),
  'asset.content_type.invalid': 'The audio file must be MP3, WAV, MP4, AAC or Ogg.',
  'asset.kind.invalid': 'Choose whether the asset is an uploaded file or generated from a script.',
  ...textMessages('audio.script', 'Script', TEXT_LIMITS.script),
  ...textMessages('audio.voice_id', 'Voice', TEXT_LIMITS.voiceId),
  ...textMessages('script.brief', 'What the ad is about', TEXT_LIMITS.description),
  'script.tone.invalid': 'The tone must be friendly, energetic, calm or professional.',
  'script.duration.invalid': 'The script length must be 15, 30 or 60 seconds.',
  ...textMessages('creative.name', 'Creative name', TEXT_LIMITS.name),
  'creative.audio.required': 'A creative needs audio: choose an asset or upload an audio file.',
  'creative.audio_filename.type': 'The audio file must be MP3, WAV, M4A, MP4, AAC or Ogg.',
  'creative.display_filename.type': 'The display ad must be a PNG, JPEG, GIF or WebP image.',
  'creative.click_url.invalid': 'The click URL must start with http:// or https:// followed by a domain.',
};
