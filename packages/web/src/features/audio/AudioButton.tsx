/**
 * A speaker button that reads a word or sentence aloud (server voice or, if the user chose it,
 * the device's voice). Shows loading and playing states; a second tap stops. Failures toast.
 */
import { isLang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { speechText } from './audio-url';
import { useAudioPlayback } from './use-audio-playback';
import './audio.css';

type AudioButtonSize = 'small' | 'middle' | 'large';

interface AudioButtonProps {
  text: string;
  /** One of zh, en, ja, ko, es; other values render a disabled button. */
  lang: string;
  size?: AudioButtonSize;
  /** Accessible name while idle (default: "Play pronunciation"). */
  label?: string;
  className?: string;
  'data-testid'?: string;
}

function SpeakerIcon() {
  return (
    <svg className="audio-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className="audio-button__speaker" d="M4 9.5h3.2L12 5.6v12.8l-4.8-3.9H4z" />
      <path className="audio-button__wave audio-button__wave--1" d="M15 9.2a4 4 0 0 1 0 5.6" />
      <path className="audio-button__wave audio-button__wave--2" d="M17.4 6.8a7.4 7.4 0 0 1 0 10.4" />
    </svg>
  );
}

export function AudioButton({
  text,
  lang,
  size = 'middle',
  label: idleLabel,
  className,
  'data-testid': testId = 'audio-button',
}: AudioButtonProps) {
  const { t } = useTranslation();
  const supported = isLang(lang) && speechText(text) !== '';
  const { state, toggle } = useAudioPlayback(text, isLang(lang) ? lang : null);
  const label = !supported
    ? t('audio.unsupported')
    : state === 'idle'
      ? (idleLabel ?? t('audio.play'))
      : state === 'loading'
        ? t('audio.loading')
        : t('audio.stop');
  return (
    <button
      type="button"
      className={['audio-button', `audio-button--${size}`, `audio-button--${state}`, className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      aria-busy={state === 'loading'}
      disabled={!supported}
      data-state={state}
      data-testid={testId}
      onClick={(event) => {
        // Buttons sit inside tappable rows (word lists): the tap is for the sound only.
        event.stopPropagation();
        toggle();
      }}
    >
      <SpeakerIcon />
    </button>
  );
}
