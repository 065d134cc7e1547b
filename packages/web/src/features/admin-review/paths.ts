/** Route of the admin's review of public books' translations. */
export const ADMIN_REVIEW_PATH = '/pages/admin/review';
