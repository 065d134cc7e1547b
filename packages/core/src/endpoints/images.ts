/** Images: upload (multipart, checked and re-encoded) and the stored bytes by key. */
import { imageKeyParams, imageUploadSchema } from '../schemas/images.js';
import type { Endpoint } from './define.js';

export const imagesEndpoints = {
  upload: {
    method: 'POST',
    path: '/api/images',
    auth: true,
    summary: 'Upload an image (JPEG, PNG, WebP or GIF): checked, re-encoded without metadata and stored',
    response: imageUploadSchema,
  },
  image: {
    method: 'GET',
    path: '/api/images/:key',
    auth: false,
    summary: 'The bytes of an image (binary, its own content type)',
    params: imageKeyParams,
  },
} as const satisfies Record<string, Endpoint>;
