/** The upload form's checks, in the spec's order, and titles (textLength: CJK counts 2). */
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../schemas/upload.js';
import { titleError, uploadFormError } from './form.js';

const ok = { lang: 'en', level: 3, nativeTitle: '我的单词', type: 'word', entry: 'list', content: 'apple|pear' } as const;

describe('uploadFormError', () => {
  it('passes a complete form', () => {
    expect(uploadFormError(ok)).toBeNull();
    expect(uploadFormError({ ...ok, entry: 'file', content: undefined, hasFile: true })).toBeNull();
    expect(uploadFormError({ ...ok, level: '20' })).toBeNull();
  });
  it('checks the language first', () => {
    expect(uploadFormError({ entry: 'list' })).toEqual({ key: 'upload.langRequired' });
    expect(uploadFormError({ ...ok, lang: 'fr', level: null, nativeTitle: '' })).toEqual({ key: 'upload.langRequired' });
  });
  it('then the level (1-20, numbers or numeric strings)', () => {
    for (const level of [undefined, null, '', 0, 21, 2.5, 'x']) {
      expect(uploadFormError({ ...ok, level, nativeTitle: '' })).toEqual({ key: 'upload.levelRequired' });
    }
  });
  it('then the native title', () => {
    expect(uploadFormError({ ...ok, nativeTitle: '   ', content: '' })).toEqual({ key: 'upload.titleRequired' });
    expect(uploadFormError({ ...ok, nativeTitle: '字'.repeat(21), content: '' })).toEqual({
      key: 'upload.titleTooLong',
      params: { max: UPLOAD_LIMITS.titleLength },
    });
  });
  it('then the type, then the content by type in list entry', () => {
    expect(uploadFormError({ ...ok, type: 'poem', content: '' })).toEqual({ key: 'upload.typeRequired' });
    expect(uploadFormError({ ...ok, type: 'word', content: ' \n ' })).toEqual({ key: 'upload.listRequired' });
    expect(uploadFormError({ ...ok, type: 'sentence', content: '' })).toEqual({ key: 'upload.sentencesRequired' });
    expect(uploadFormError({ ...ok, type: 'article', content: undefined })).toEqual({ key: 'upload.articleRequired' });
  });
  it('requires a file in file entry, whatever the content', () => {
    expect(uploadFormError({ ...ok, entry: 'file', hasFile: false })).toEqual({ key: 'upload.fileRequired' });
  });
});

describe('titleError', () => {
  it('counts non-ASCII as 2 against a limit of 40', () => {
    expect(UPLOAD_LIMITS.titleLength).toBe(40);
    expect([titleError('a'.repeat(40)), titleError('a'.repeat(41))]).toEqual([null, 'upload.titleTooLong']);
    expect([titleError('字'.repeat(20)), titleError(`${'字'.repeat(20)}a`)]).toEqual([null, 'upload.titleTooLong']);
    expect([titleError('  '), titleError(undefined), titleError(' ok ')]).toEqual(['upload.titleRequired', 'upload.titleRequired', null]);
  });
});
