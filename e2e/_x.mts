import { mkdirSync, writeFileSync } from 'node:fs';
import { launch, newPhonePage } from './browser.js';
import { startServer } from './server.js';
import { signUpByApi, storeSession, authedCall } from './users.js';
import { makeXlsx } from '../packages/server/src/modules/upload/test/index.js';

const server = await startServer('shots', { ADMIN_PHONES: '' });
const browser = await launch();
const rows = [
  ['word', 'pron A', 'pron B', 'pos', 'meaning A', 'meaning B', 'example A', 'translation A', 'example B', 'translation B', 'antonym'],
  ['', '', '', '', 'zh', 'en', '', 'zh', '', 'zh', ''],
  ['apple', 'ˈæpəl', '', 'n.', '苹果', 'a round fruit', 'An apple a day.', '一天一个苹果。', '', '', ''],
  ['river', 'ˈrɪvər', '', 'n.', '河', 'a large stream', 'The river is wide.', '这条河很宽。', '', '', ''],
  ['', '', '', '', '缺少单词', '', '', '', '', '', ''],
  ['quick', 'kwɪk', '', 'adj.', '快的', 'fast', '', '', '', '', 'slow'],
];
mkdirSync('/tmp/shots', { recursive: true });
writeFileSync('/tmp/shots/words.xlsx', makeXlsx(rows));
try {
  for (const lang of ['zh', 'en', 'ja', 'ko', 'es']) {
    const { session } = await signUpByApi(server.url, server.logFile);
    const { context, page } = await newPhonePage(browser, server.url, lang);
    await page.goto('/#/pages/login/login');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await storeSession(page, session);
    await page.goto('/#/pages/upload-dictionary/index');
    await page.reload();
    await page.getByTestId('upload-form').waitFor();
    await page.getByTestId('upload-preview').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${lang}-1-form-errors.png`, fullPage: true });
    if (lang === 'zh' || lang === 'en' || lang === 'ja') {
      await page.getByTestId('upload-lang-en').click();
      await page.getByTestId('upload-type-word').click();
      await page.getByTestId('upload-mode-professional').click();
      await page.getByTestId('upload-native-title').fill(lang === 'en' ? 'Fruit words' : '水果单词');
      await page.getByTestId('upload-text').fill('apple@@苹果\nriver@@河\nquick@@快的');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/${lang}-2-form-filled.png`, fullPage: true });
      await page.getByTestId('upload-entry-file').click();
      await page.getByTestId('upload-file-input').setInputFiles('/tmp/shots/words.xlsx');
      await page.getByTestId('upload-preview').click();
      await page.getByTestId('upload-preview-view').waitFor();
      await page.screenshot({ path: `/tmp/shots/${lang}-3-preview.png`, fullPage: true });
      await page.getByTestId('upload-apply').click();
      await page.getByTestId('book-title').waitFor();
      await page.screenshot({ path: `/tmp/shots/${lang}-4-book.png`, fullPage: true });
      await page.goto('/#/pages/upload-dictionary/mine');
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${lang}-5-mine.png`, fullPage: true });
      const mine = await authedCall<{ items: { id: number }[] }>(server.url, session.token, 'GET', '/api/books?mine=1');
      await page.goto(`/#/pages/upload-dictionary/edit?id=${mine.items[0]?.id}`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${lang}-6-edit.png`, fullPage: true });
      await page.goto('/#/pages/index/index');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${lang}-7-study.png`, fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
