/**
 * `@tlp/core/testing`: what the catalog tests of every package share: {@link catalogProblems}, the one
 * parity checker of a translated catalog against its English source (`Catalog<typeof en>`).
 */
export { type CatalogTree, catalogProblems } from './explain/messages/check-catalog.js';
