/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Base URL of the API when it is not the app's own origin. */
  readonly VITE_API_BASE?: string;
}

/** The UI strings in parts (build/locale-parts.ts, i18n/parts.ts). */
declare module 'virtual:locale-loaders' {
  type Part = 'base' | 'main' | 'social';
  const loaders: Record<'zh' | 'en' | 'ja' | 'ko' | 'es', Record<Part, () => Promise<{ default: Record<string, unknown> }>>>;
  export default loaders;
}
declare module 'virtual:locale/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
