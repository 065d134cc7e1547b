/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Base URL of the API when it is not the app's own origin. */
  readonly VITE_API_BASE?: string;
}
