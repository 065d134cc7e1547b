/** Speech in the web app: the speaker button and the voice settings control. */
export { AudioButton } from './AudioButton';
export { VoiceSetting } from './VoiceSetting';
