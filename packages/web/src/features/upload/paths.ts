/** Routes of the upload area (the spec's `/pages/upload-dictionary/index` and its companions) and links into them. */
export const UPLOAD_PATHS = {
  index: '/pages/upload-dictionary/index',
  mine: '/pages/upload-dictionary/mine',
  edit: '/pages/upload-dictionary/edit',
} as const;

export const editBookPath = (id: number) => `${UPLOAD_PATHS.edit}?id=${id}`;
