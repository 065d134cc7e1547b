/** Base URL of the API (`VITE_API_BASE` at build time); empty means the app's own origin. */
export const API_BASE: string = ((import.meta.env.VITE_API_BASE as string | undefined) ?? '').replace(/\/$/, '');
