/** Version of the content builder: bump it whenever the builder's output changes. */
export const BUILDER_VERSION = '1.3.1';
