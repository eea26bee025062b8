/** The oldest Node major version the project supports (the README's table: 22 and 24, both LTS). */
const OLDEST_SUPPORTED = 22;

/**
 * The one warning a start on an unsupported Node gives (Node 20 runs, is tested, and is past its end of
 * life), or null on a supported one.
 */
export function nodeVersionWarning(version: string = process.versions.node): string | null {
  const major = Number.parseInt(version.replace(/^v/, ''), 10);
  if (!(major < OLDEST_SUPPORTED)) return null;
  return `Node ${version.replace(/^v/, '')} is not supported (past its end of life): the server runs, but move to Node 22 or 24`;
}
