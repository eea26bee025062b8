/**
 * `tsx packages/server/src/keys/rotate-command.ts publish <test|live>` then, later,
 * `… activate <kid>`: signing-key rotation on the database the server's environment names (`TLP_DB`, or
 * `TLP_DATABASE_URL`, `TLP_PG_POOL` and `TLP_DATABASE_SCHEMA`; the key-encryption key from
 * `TLP_KEY_ENCRYPTION_KEY`, `TLP_KEY_ENCRYPTION_KEY_FILE` or the development key file), read and checked
 * as the server reads them (`config/environment.ts`). Restart the server after each step.
 */
import { join } from 'node:path';
import { DEV_KEK_FILE, openSandbox, StartupError } from '../bootstrap.js';
import { databaseOf, EnvironmentError, readEnvironment } from '../config/environment.js';
import { prepareDataDir } from '../store/index.js';
import { loadKeyEncryptionKey } from './key-encryption.js';
import { activateSigningKey, publishSigningKey, RotationError } from './rotation.js';

async function main(argv: string[]): Promise<number> {
  const [step, arg] = argv;
  if (!((step === 'publish' && (arg === 'test' || arg === 'live')) || (step === 'activate' && arg))) {
    process.stderr.write('usage: rotate-command.ts publish <test|live> | activate <kid>\n');
    return 2;
  }
  const env = readEnvironment();
  const sandbox = await openSandbox({
    dbPath: env.TLP_DB,
    database: databaseOf(env),
    origin: 'http://localhost',
    keyEncryption: loadKeyEncryptionKey(env, join(prepareDataDir(env.TLP_DB), DEV_KEK_FILE)),
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
    const known =
      err instanceof RotationError || err instanceof StartupError || err instanceof EnvironmentError;
    process.stderr.write(`rotate: ${known ? (err as Error).message : String(err)}\n`);
    process.exitCode = 1;
  },
);
