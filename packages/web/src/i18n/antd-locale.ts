/** Keeps antd-mobile's own texts (used by imperative dialogs too) in the UI language. */
import type { UiLang } from '@qfl/core';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';

const loaders: Record<UiLang, () => Promise<{ default: Locale }>> = {
  zh: async () => ({ default: zhCN }),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  es: () => import('antd-mobile/es/locales/es-ES'),
};

export async function applyAntdLocale(lang: UiLang): Promise<void> {
  try {
    const { default: locale } = await loaders[lang]();
    setDefaultConfig({ locale });
  } catch {
    // antd-mobile then keeps its previous texts; nothing the user depends on.
  }
}
