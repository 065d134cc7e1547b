import { describe, expect, it } from 'vitest';
import { arpabetToIpa } from './cmudict.js';

describe('cmudict', () => {
  it('converts ARPAbet to IPA with schwa for unstressed AH0', () => {
    expect(arpabetToIpa('AH0 B R AH1 P T L IY0')).toBe('əˈbrʌptli');
    expect(arpabetToIpa('K AE1 T')).toBe('kæt');
    expect(arpabetToIpa('B AH1 T ER0')).toBe('ˈbʌtɚ');
    expect(arpabetToIpa('AH0 B AW1 T')).toBe('əˈbaʊt');
  });

  it('places the stress mark before a legal onset cluster', () => {
    expect(arpabetToIpa('IH0 K S P L EY1 N')).toBe('ɪkˈspleɪn');
    expect(arpabetToIpa('HH EH1 L OW0')).toBe('ˈhɛloʊ');
    expect(arpabetToIpa('AE2 K AH0 D EH1 M IH0 K')).toBe('ˌækəˈdɛmɪk');
  });
});
