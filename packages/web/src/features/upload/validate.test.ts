/** The upload form's client-side checks: order, keys and params. */
import { describe, expect, it } from 'vitest';
import { type UploadFormInput, uploadFormError } from './validate';

const ok: UploadFormInput = { lang: 'en', level: 3, type: 'word', nativeTitle: '我的词书', entry: 'list', list: 'apple|pear' };

describe('uploadFormError', () => {
  it('accepts a complete form', () => {
    expect(uploadFormError(ok)).toBeNull();
    expect(uploadFormError({ ...ok, type: 'article', list: '', article: 'One. Two.' })).toBeNull();
    expect(uploadFormError({ ...ok, entry: 'file', list: '', file: {} })).toBeNull();
  });

  it('checks in the spec order: language, level, title, then content', () => {
    expect(uploadFormError({ ...ok, lang: null, level: null, nativeTitle: '' })?.key).toBe('upload.langRequired');
    expect(uploadFormError({ ...ok, lang: 'xx' })?.key).toBe('upload.langRequired');
    expect(uploadFormError({ ...ok, level: null, nativeTitle: '' })?.key).toBe('upload.levelRequired');
    expect(uploadFormError({ ...ok, level: 21 })?.key).toBe('upload.levelRequired');
    expect(uploadFormError({ ...ok, level: 0 })?.key).toBe('upload.levelRequired');
    expect(uploadFormError({ ...ok, nativeTitle: '   ', list: '' })?.key).toBe('upload.titleRequired');
  });

  it('counts non-ASCII as 2 against the title limit (40)', () => {
    expect(uploadFormError({ ...ok, nativeTitle: '词'.repeat(20) })).toBeNull();
    expect(uploadFormError({ ...ok, nativeTitle: '词'.repeat(21) })).toEqual({ key: 'upload.titleTooLong', params: { max: 40 } });
    expect(uploadFormError({ ...ok, nativeTitle: 'a'.repeat(40) })).toBeNull();
    expect(uploadFormError({ ...ok, titles: { en: 'a'.repeat(41) } })?.key).toBe('upload.titleTooLong');
  });

  it('limits the description (400, non-ASCII 2)', () => {
    expect(uploadFormError({ ...ok, description: '说'.repeat(200) })).toBeNull();
    expect(uploadFormError({ ...ok, description: '说'.repeat(201) })).toEqual({ key: 'upload.descriptionTooLong', params: { max: 400 } });
  });

  it('names the missing content by book type', () => {
    expect(uploadFormError({ ...ok, list: ' \n ' })?.key).toBe('upload.listRequired');
    expect(uploadFormError({ ...ok, type: 'sentence', list: '' })?.key).toBe('upload.sentencesRequired');
    expect(uploadFormError({ ...ok, type: 'article', list: 'words here', article: '' })?.key).toBe('upload.articleRequired');
  });

  it('in file mode a file is required', () => {
    expect(uploadFormError({ ...ok, entry: 'file', file: null })?.key).toBe('upload.fileRequired');
  });
});
