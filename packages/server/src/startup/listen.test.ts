import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../bootstrap.js';
import { explainListenError, listen } from './listen.js';

const held: Server[] = [];
afterAll(() => {
  for (const s of held) s.close();
});

/** A port held by another server for the rest of the file. */
async function busyPort(): Promise<number> {
  const other = createServer();
  held.push(other);
  await new Promise<void>((ok) => other.listen(0, '127.0.0.1', () => ok()));
  return (other.address() as { port: number }).port;
}

describe('binding the port', () => {
  it('a busy port stops the start with the port to use instead, a free one', async () => {
    const port = await busyPort();
    const err = await listen(createServer(), port, '127.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    const suggested = Number(/^port \d+ is in use: start with PORT=(\d+)$/.exec((err as Error).message)?.[1]);
    expect(suggested).toBeGreaterThan(port);
    const there = createServer();
    await listen(there, suggested, '127.0.0.1');
    there.close();
  });

  it('under npm start the command is named; another host is named too', async () => {
    const port = await busyPort();
    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    const npm = { npm_lifecycle_event: 'start' };
    expect(((await explainListenError(inUse, port, '127.0.0.1', npm)) as Error).message).toMatch(
      new RegExp(`^port ${port} is in use: start with PORT=\\d+ npm start$`),
    );
    expect(((await explainListenError(inUse, port, '0.0.0.0', {})) as Error).message).toMatch(
      new RegExp(`^port ${port} on 0\\.0\\.0\\.0 is in use: start with PORT=\\d+$`),
    );
  });

  it('a privileged port and an address not of this machine say so; any other error is left as it is', async () => {
    const denied = Object.assign(new Error('listen EACCES'), { code: 'EACCES' });
    expect(((await explainListenError(denied, 80, '127.0.0.1', {})) as Error).message).toBe(
      'port 80 may not be opened by this user: start with PORT=8787',
    );
    const elsewhere = Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' });
    expect(((await explainListenError(elsewhere, 8787, '10.9.9.9', {})) as Error).message).toMatch(
      /^HOST '10\.9\.9\.9' is not an address of this machine/,
    );
    const other = new Error('something else');
    expect(await explainListenError(other, 8787, '127.0.0.1', {})).toBe(other);
  });
});
