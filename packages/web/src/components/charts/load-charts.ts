/** Loads the chart chunk once (timeouts and failures as for pages); a failed load can be retried. */
import { loadChunk } from '../../app/load-chunk';

export type ChartLibrary = typeof import('./chart-setup');

let pending: Promise<ChartLibrary> | null = null;
let loaded: ChartLibrary | null = null;

export function loadedCharts(): ChartLibrary | null {
  return loaded;
}

export function loadCharts(): Promise<ChartLibrary> {
  pending ??= loadChunk(() => import('./chart-setup'), 'charts').then(
    (lib) => {
      loaded = lib;
      return lib;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
