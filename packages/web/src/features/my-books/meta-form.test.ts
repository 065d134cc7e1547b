/** Reading an own book into the edit form and back into the update body. */
import { describe, expect, it } from 'vitest';
import { metaBody, metaFromBook } from './meta-form';

const book = {
  titles: { zh: '我的词', en: 'My words' },
  descriptions: { zh: '描述' },
  level: 4,
  status: 'public',
  lang: 'en' as const,
};

describe('meta form', () => {
  it('takes the native title in the user native language, the rest as other titles', () => {
    const state = metaFromBook(book, 'zh');
    expect(state).toMatchObject({
      nativeLang: 'zh',
      nativeTitle: '我的词',
      titles: { en: 'My words' },
      description: '描述',
      visibility: 'public',
    });
  });

  it('falls back to the first title when the user native language has none', () => {
    expect(metaFromBook(book, 'ko')).toMatchObject({ nativeLang: 'zh', nativeTitle: '我的词' });
  });

  it('drops blank other titles and the native language from the body', () => {
    const body = metaBody({ ...metaFromBook(book, 'zh'), titles: { en: ' ', zh: 'x', ja: ' 日本 ' }, nativeTitle: ' 新 ' });
    expect(body).toEqual({
      nativeLang: 'zh',
      nativeTitle: '新',
      titles: { ja: '日本' },
      description: '描述',
      visibility: 'public',
      level: 4,
    });
  });
});
