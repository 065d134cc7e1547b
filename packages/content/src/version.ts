/** Version of the content builder: bump it whenever the builder's output changes. */
export const BUILDER_VERSION = '1.0.0';

/** Default study-group size of built-in books (the product's DEFAULT_GROUP_SIZE). */
export const GROUP_SIZE = 20;
