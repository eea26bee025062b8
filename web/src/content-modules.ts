/**
 * The image sizes of `@tlp/core`, loaded when an image is dropped, not with the page: a receipt's verdict
 * does not need them. Imported from core's sources (Vite aliases `@tlp/core` itself to those sources
 * too): a dynamic import of `@tlp/core` would keep the whole entry in the page's first chunk, and a
 * static one would put this module there.
 */
export const loadDimensions = () => import('../../packages/core/src/content/dimensions.js');
