import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';

/**
 * The key-encryption key (KEK): 256 bits that encrypt every signing key before it reaches the store
 * (AES-256-GCM), so that the database, a backup or a replica holds no usable private key. `id` names it
 * in each wrapped key (the first 16 hex digits of its SHA-256), so that a wrong KEK is told apart from a
 * damaged key.
 */
export interface KeyEncryptionKey {
  readonly id: string;
  readonly key: Buffer;
}

/** Where the KEK came from, for the line the server prints at start. */
export type KekSource = 'environment' | 'file' | 'generated';

const PREFIX = 'tlp-kek-v1';

export class KeyEncryptionError extends Error {
  override name = 'KeyEncryptionError';
}

/** A KEK from its text: 64 hex digits, or 32 bytes in base64 / base64url. */
export function parseKeyEncryptionKey(text: string): KeyEncryptionKey {
  const t = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(t)) key = Buffer.from(t, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) key = Buffer.from(t, 'base64');
  if (key?.length !== 32) {
    throw new KeyEncryptionError(
      'a key-encryption key is 32 bytes: 64 hex digits or 44 characters of base64 (openssl rand -base64 32)',
    );
  }
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/** A new random KEK, as the text a key file holds (base64). */
export function newKeyEncryptionKeyText(): string {
  return randomBytes(32).toString('base64');
}

/**
 * Encrypts a signing key's PKCS#8 PEM: `tlp-kek-v1.<kek id>.<iv>.<ciphertext>.<tag>` (base64url parts),
 * AES-256-GCM with a fresh 96-bit IV, the `kid` as additional data (a wrapped key moved to another row
 * does not decrypt).
 */
export function wrapPrivateKey(kek: KeyEncryptionKey, kid: string, pem: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek.key, iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return [
    PREFIX,
    kek.id,
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** Whether a stored key is wrapped (an older database holds plaintext PEM until its next start). */
export function isWrapped(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}

/** The PEM of a wrapped key; a `KeyEncryptionError` for another KEK or a damaged key. */
export function unwrapPrivateKey(kek: KeyEncryptionKey, kid: string, stored: string): string {
  const [prefix, kekId, iv, body, tag, extra] = stored.split('.');
  if (prefix !== PREFIX || !kekId || !iv || !body || !tag || extra !== undefined) {
    throw new KeyEncryptionError(`the signing key ${kid} is not an encrypted key`);
  }
  if (kekId !== kek.id) {
    throw new KeyEncryptionError(
      `the signing key ${kid} was encrypted with the key-encryption key ${kekId}, not with this one (${kek.id})`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(kid, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new KeyEncryptionError(`the signing key ${kid} does not decrypt: it is damaged`);
  }
}

/**
 * Reads a key file, refusing one that anyone but its owner may read or write (mode & 0o077): a KEK
 * others can read protects nothing.
 */
export function readKeyFile(path: string): KeyEncryptionKey {
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new KeyEncryptionError(
      `${path} is readable by others (mode ${mode.toString(8).padStart(4, '0')}): chmod 600 ${path}`,
    );
  }
  return parseKeyEncryptionKey(readFileSync(path, 'utf8'));
}

/**
 * Writes a new key file `0600` whatever the umask (created exclusively: an existing file is never
 * overwritten), and returns its KEK.
 */
export function createKeyFile(path: string): KeyEncryptionKey {
  const text = newKeyEncryptionKeyText();
  const fd = openSync(path, 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, `${text}\n`);
  } finally {
    closeSync(fd);
  }
  return parseKeyEncryptionKey(text);
}

/**
 * The KEK of a start: `TLP_KEY_ENCRYPTION_KEY` (the key itself), else `TLP_KEY_ENCRYPTION_KEY_FILE`
 * (a file holding it, which must exist), else the development key file beside the database
 * (`defaultFile`), generated on the first start.
 */
export function loadKeyEncryptionKey(
  env: { TLP_KEY_ENCRYPTION_KEY?: string | undefined; TLP_KEY_ENCRYPTION_KEY_FILE?: string | undefined },
  defaultFile: string,
): { kek: KeyEncryptionKey; source: KekSource; path?: string } {
  if (env.TLP_KEY_ENCRYPTION_KEY)
    return { kek: parseKeyEncryptionKey(env.TLP_KEY_ENCRYPTION_KEY), source: 'environment' };
  if (env.TLP_KEY_ENCRYPTION_KEY_FILE) {
    const path = env.TLP_KEY_ENCRYPTION_KEY_FILE;
    return { kek: readKeyFile(path), source: 'file', path };
  }
  try {
    return { kek: readKeyFile(defaultFile), source: 'file', path: defaultFile };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  try {
    return { kek: createKeyFile(defaultFile), source: 'generated', path: defaultFile };
  } catch (err) {
    // Another process of this start created it first: read theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      return { kek: readKeyFile(defaultFile), source: 'file', path: defaultFile };
    throw err;
  }
}
