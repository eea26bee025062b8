/**
 * The image sizes of `@tlp/core`, loaded when an image is dropped, not with the page: a receipt's verdict
 * does not need them. Its own sub-path (`@tlp/core/dimensions`): a dynamic import of `@tlp/core` would keep
 * the whole entry in the page's first chunk, and a static one would put this module there.
 */
export const loadDimensions = () => import('@tlp/core/dimensions');
