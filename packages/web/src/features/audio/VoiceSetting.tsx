/**
 * Settings control: for each language, read aloud with the server's voice or the device's own
 * voice (offered only where `speechSynthesis.getVoices()` has one), with a sample to listen to.
 */
import { LANGS, type Lang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { AudioButton } from './AudioButton';
import { useVoicePreference } from './use-voice-preference';
import './audio.css';

/** A greeting per language to try the voice with. */
const SAMPLES: Record<Lang, string> = { zh: '你好', en: 'Hello', ja: 'こんにちは', ko: '안녕하세요', es: 'Hola' };

function VoiceRow({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { effective, deviceVoice, setSource } = useVoicePreference(lang);
  const hint = !deviceVoice
    ? t('audio.noDevice')
    : effective === 'device'
      ? t('audio.deviceHint', { name: deviceVoice.name })
      : t('audio.serverHint');
  return (
    <div className="voice-setting__row" data-testid={`voice-${lang}`}>
      <div className="voice-setting__lang">
        <span>{t(`langs.${lang}`)}</span>
        <small className="voice-setting__hint">{hint}</small>
      </div>
      <fieldset className="voice-setting__options">
        <legend className="sr-only">{t(`langs.${lang}`)}</legend>
        <button
          type="button"
          className="voice-setting__option"
          aria-pressed={effective === 'server'}
          onClick={() => setSource('server')}
          data-testid={`voice-${lang}-server`}
        >
          {t('audio.server')}
        </button>
        <button
          type="button"
          className="voice-setting__option"
          aria-pressed={effective === 'device'}
          disabled={!deviceVoice}
          onClick={() => setSource('device')}
          data-testid={`voice-${lang}-device`}
        >
          {t('audio.device')}
        </button>
      </fieldset>
      <AudioButton text={SAMPLES[lang]} lang={lang} size="small" label={t('audio.try')} data-testid={`voice-${lang}-try`} />
    </div>
  );
}

interface VoiceSettingProps {
  /** Languages to offer (all five by default), e.g. only the one being learned. */
  langs?: readonly Lang[];
}

export function VoiceSetting({ langs = LANGS }: VoiceSettingProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="voice-setting" data-testid="voice-setting">
      <legend className="sr-only">{t('audio.voiceTitle')}</legend>
      <p className="voice-setting__intro">{t('audio.voiceIntro')}</p>
      {langs.map((lang) => (
        <VoiceRow key={lang} lang={lang} />
      ))}
    </fieldset>
  );
}
