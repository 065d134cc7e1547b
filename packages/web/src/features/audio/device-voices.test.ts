/** Choosing the device voice for a language from `speechSynthesis.getVoices()`. */
import { describe, expect, it } from 'vitest';
import { pickDeviceVoice, type VoiceLike } from './device-voices';

const voice = (lang: string, name: string, localService = true, isDefault = false): VoiceLike => ({
  lang,
  name,
  localService,
  default: isDefault,
});

describe('pickDeviceVoice', () => {
  const voices = [
    voice('en-GB', 'Daniel'),
    voice('en-US', 'Google US English', false),
    voice('en-US', 'Samantha'),
    voice('zh-HK', 'Sin-ji'),
    voice('zh-TW', 'Mei-Jia'),
    voice('zh_CN', 'Ting-Ting'),
    voice('ja-JP', 'Kyoko'),
    voice('es-MX', 'Paulina'),
    voice('fr-FR', 'Thomas'),
  ];

  it('prefers the main region, then installed voices', () => {
    expect(pickDeviceVoice(voices, 'en')?.name).toBe('Samantha');
    expect(pickDeviceVoice(voices, 'ja')?.name).toBe('Kyoko');
    expect(pickDeviceVoice(voices, 'es')?.name).toBe('Paulina');
  });

  it('reads Mandarin from zh-CN (also written zh_CN), never from Cantonese voices', () => {
    expect(pickDeviceVoice(voices, 'zh')?.name).toBe('Ting-Ting');
    expect(pickDeviceVoice([voice('zh-HK', 'Sin-ji'), voice('yue-HK', 'x')], 'zh')).toBeNull();
  });

  it('answers null when the device has no voice for the language', () => {
    expect(pickDeviceVoice(voices, 'ko')).toBeNull();
    expect(pickDeviceVoice([], 'en')).toBeNull();
  });
});
