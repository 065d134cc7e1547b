/** Boot stage 1 (main.tsx): i18next with the entry's strings; evaluated in a task of its own. */
export { initI18n, stringsReady } from '../../i18n';
