/**
 * The content sniffing and image sizes of `@tlp/core`, loaded when a file is dropped, not with the page:
 * a receipt's verdict needs neither. They are imported from core's sources module by module (Vite
 * aliases `@tlp/core` itself to those sources too): a dynamic import of `@tlp/core` would keep the
 * whole entry in the page's first chunk, and a static one would put these modules there.
 */
export const loadSniffing = () => import('../../packages/core/src/content/sniff.js');
export const loadDimensions = () => import('../../packages/core/src/content/dimensions.js');
