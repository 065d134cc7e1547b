/**
 * antd-mobile's Dialog, loaded on first use (like Toast): with its imperative renderer it is
 * ~23 KB gzip that neither the login page nor the study tab needs before a dialog opens.
 */
type DialogApi = typeof import('antd-mobile/es/components/dialog').default;

let loading: Promise<DialogApi> | null = null;

export function loadDialog(): Promise<DialogApi> {
  loading ??= import('antd-mobile/es/components/dialog').then(
    (m) => m.default,
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed later
      throw error;
    },
  );
  return loading;
}
