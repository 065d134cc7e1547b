/** Speech in the web app: the speaker button, the voice preference and its settings control. */
export { AudioButton, type AudioButtonProps, type AudioButtonSize } from './AudioButton';
export { audioUrl } from './audio-url';
export { useVoicePreference, type VoicePreference } from './use-voice-preference';
export { VoiceSetting, type VoiceSettingProps } from './VoiceSetting';
export type { VoiceSource } from './voice-preference';
