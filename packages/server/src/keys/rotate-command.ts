/**
 * `tsx packages/server/src/keys/rotate-command.ts publish <test|live>` then, later,
 * `… activate <kid>`: signing-key rotation on the database the server's environment names (`TLP_DB`, or
 * `TLP_DATABASE_URL` and `TLP_DATABASE_SCHEMA`; the key-encryption key from `TLP_KEY_ENCRYPTION_KEY`,
 * `TLP_KEY_ENCRYPTION_KEY_FILE` or the development key file). Restart the server after each step.
 */
import { join, resolve } from 'node:path';
import { DEV_KEK_FILE, openSandbox, StartupError } from '../bootstrap.js';
import { prepareDataDir } from '../store/index.js';
import { loadKeyEncryptionKey } from './key-encryption.js';
import { activateSigningKey, publishSigningKey, RotationError } from './rotation.js';

async function main(argv: string[]): Promise<number> {
  const [step, arg] = argv;
  if (!((step === 'publish' && (arg === 'test' || arg === 'live')) || (step === 'activate' && arg))) {
    process.stderr.write('usage: rotate-command.ts publish <test|live> | activate <kid>\n');
    return 2;
  }
  const env = process.env;
  const dbPath = resolve(env.TLP_DB || './.data/sandbox.db');
  const sandbox = await openSandbox({
    dbPath,
    database: env.TLP_DATABASE_URL
      ? { url: env.TLP_DATABASE_URL, ...(env.TLP_DATABASE_SCHEMA ? { schema: env.TLP_DATABASE_SCHEMA } : {}) }
      : undefined,
    origin: 'http://localhost',
    keyEncryption: loadKeyEncryptionKey(env, join(prepareDataDir(dbPath), DEV_KEK_FILE)),
  });
  try {
    if (step === 'publish') {
      const kid = await publishSigningKey(sandbox.deps, arg as 'test' | 'live', new Date());
      process.stdout.write(`Published: ${kid} (in the JWKS now; it signs once activated)\n`);
    } else {
      await activateSigningKey(sandbox.deps, arg!, new Date());
      process.stdout.write(
        `Activated: ${arg} (it signs after a restart; the key it replaces stays published)\n`,
      );
    }
    return 0;
  } finally {
    await sandbox.deps.store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const known = err instanceof RotationError || err instanceof StartupError;
    process.stderr.write(`rotate: ${known ? (err as Error).message : String(err)}\n`);
    process.exitCode = 1;
  },
);
