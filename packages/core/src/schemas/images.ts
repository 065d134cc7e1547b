/**
 * Images (issue 13): `POST /api/images` (multipart `file` + `purpose`) stores a re-encoded image
 * without metadata and answers its key and path; `GET /api/images/:key` serves the bytes.
 */
import { z } from 'zod';

export const IMAGE_PURPOSES = ['post', 'chat', 'avatar', 'report'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** What a file chooser should offer (the server decides from the bytes). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Image keys are random and unguessable: 32 alphanumerics. */
export const imageKeySchema = z.string().regex(/^[A-Za-z0-9]{32}$/);
export const imageKeyParams = z.object({ key: imageKeySchema });

export const imageUploadSchema = z.object({
  key: imageKeySchema,
  /** Where the app serves it: `/api/images/<key>`. */
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

export const imagePath = (key: string) => `/api/images/${key}`;
