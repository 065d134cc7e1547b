/** Points of the signed-in user: today's and the total. */
import type { PointsSummary } from '@qfl/core';
import { api } from './http';

export function fetchPointsSummary(): Promise<PointsSummary> {
  return api.get('/api/points/summary', { auth: true });
}
