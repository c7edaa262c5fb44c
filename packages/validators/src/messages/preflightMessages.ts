/**
 * The fixes pre-flight checks name (`PreflightCheck.fix`), and the refusal of an unknown profile.
 * The UI shows them beside what was measured and what is expected.
 */
export const preflightMessages = {
  'preflight.profile.invalid': 'Choose a destination profile: iab or spotify.',
  'preflight.duration.unknown': 'The length of the audio could not be read: export the file again.',
  'preflight.duration.too_long': 'Shorten the audio: it is longer than this destination accepts.',
  'preflight.duration.no_placement':
    'Trim or extend the audio to the length of a placement the campaign buys.',
  'preflight.sample_rate.unknown': 'The sample rate could not be read: export the file again.',
  'preflight.sample_rate.unusual': 'Export the audio at 44.1 kHz or 48 kHz.',
  'preflight.channels.unknown': 'The number of channels could not be read: export the file again.',
  'preflight.channels.too_many': 'Mix the audio down to stereo or mono.',
  'preflight.bitrate.unknown': 'The bitrate could not be read: export the file again.',
  'preflight.bitrate.too_low': 'Export the audio at a higher bitrate, or as WAV.',
  'preflight.loudness.unmeasured': 'The loudness could not be measured: upload the ad as a WAV or MP3 file.',
  'preflight.loudness.silent': 'The audio is silent: upload the file with the ad in it.',
  'preflight.loudness.too_loud': 'Turn the audio down: normalize it for this destination.',
  'preflight.loudness.too_quiet': 'Turn the audio up: normalize it for this destination.',
  'preflight.true_peak.unmeasured':
    'The true peak could not be measured: upload the ad as a WAV or MP3 file.',
  'preflight.true_peak.too_high':
    'Lower the peaks: normalize the audio for this destination, which limits them.',
};
