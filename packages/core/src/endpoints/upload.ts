/** Upload endpoints (packages/server/src/modules/upload): preview, its progress, apply. */
import {
  uploadApplyParams,
  uploadApplySchema,
  uploadJsonBody,
  uploadPreviewSchema,
  uploadProgressParams,
  uploadProgressSchema,
} from '../schemas/upload.js';
import { z } from 'zod';
import type { Endpoint } from './define.js';

export const uploadEndpoints = {
  preview: {
    method: 'POST',
    path: '/api/upload/preview',
    auth: true,
    summary: 'Parse a list, an article or a file into the items of a new book, shown to nobody until apply',
    // A file comes as multipart/form-data with the same fields (the route's `consumes`), no JSON body.
    body: uploadJsonBody.nullish(),
    response: uploadPreviewSchema,
  },
  progress: {
    method: 'GET',
    path: '/api/upload/progress/:key',
    auth: true,
    summary: 'Progress of a preview (by the progressKey sent with it) or of an apply (by its uploadId)',
    params: uploadProgressParams,
    response: uploadProgressSchema,
  },
  apply: {
    method: 'POST',
    path: '/api/upload/:uploadId/apply',
    auth: true,
    summary: 'Create the book of a preview: the book and all its items in one transaction, or nothing',
    params: uploadApplyParams,
    body: z.object({}).passthrough().optional(),
    response: uploadApplySchema,
  },
} as const satisfies Record<string, Endpoint>;
