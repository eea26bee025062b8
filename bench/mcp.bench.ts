/**
 * `tlp mcp` over streamable HTTP (the built command, as an assistant runs it), driven by the MCP SDK's client,
 * each figure beside a baseline measured in the same run:
 * - memory comes back: the server's resident size (`/proc/<pid>/status`) after 10 rounds of 100 concurrent
 *   `verify_content` calls (licensed, tampered and plain images, by path inside the client's root), against
 *   the same after the first round, which grows the heap to what 100 calls in flight need (target <= 1.1:
 *   further rounds add nothing). Each is read once settled: a full collection (`debug_memory`,
 *   `TLP_MCP_DEBUG=1`) every 2 s, from the fifth on until two readings agree within 1 MB (V8 and the
 *   allocator hand freed memory back to the system over a few idle seconds: right after a burst, the
 *   resident size is the burst's; both readings are given the same idle time).
 * - concurrency costs nothing: the server's CPU time (`/proc/<pid>/stat`) per call with 100 in flight vs one
 *   at a time, paired rounds in alternating order, median of the per-round ratios (target <= 1.1). CPU time,
 *   not calls per second: on a shared machine the wall clock measures the other processes.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { rssOf, startMcpHttp } from '../packages/cli/src/test-harness/mcp-http.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(root, 'packages/cli/dist/main.js');
const vectors = join(root, 'test-vectors');
const ROUNDS = Number(process.env.BENCH_MCP_ROUNDS ?? 10);
const CALLS = 100;
const IMAGES = ['licensed.jpg', 'tampered-pixel.png', 'no-manifest.jpg'];
const MB = 1024 * 1024;

/** User + system CPU time of a process, in ms (clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(dir: string): Promise<{ child: ChildProcess; client: Client }> {
  const args = ['mcp', '--http', '--port', '0', '--issuer', 'https://licensing.example', '--mode', 'test'];
  args.push('--jwks', join(vectors, 'keys/jwks.json'), '--trust-anchor', join(vectors, 'keys/ca-root.pem'));
  const server = await startMcpHttp(MAIN, args, { ...process.env, TLP_MCP_DEBUG: '1' });
  const { child } = server;
  const client = new Client({ name: 'bench', version: '1.0.0' }, { capabilities: { roots: {} } });
  client.setRequestHandler(ListRootsRequestSchema, async () => ({
    roots: [{ uri: pathToFileURL(dir).href }],
  }));
  await client.connect(server.transport());
  return { child, client };
}

export default async function mcpBench(): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tlp-mcp-bench-'));
  for (const name of IMAGES) await copyFile(join(vectors, 'images', name), join(dir, name));
  const { child, client } = await start(dir);
  const pid = child.pid!;
  try {
    const paths = Array.from({ length: CALLS }, (_, i) => IMAGES[i % IMAGES.length]!);
    const verify = (path: string) => client.callTool({ name: 'verify_content', arguments: { path } });
    const concurrent = () => Promise.all(paths.map(verify));
    const sequential = async () => {
      for (const path of paths) await verify(path);
    };
    const settledRss = async () => {
      let previous = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 15; i++) {
        await client.callTool({ name: 'debug_memory', arguments: {} });
        const rss = await rssOf(pid);
        if (i >= 4 && Math.abs(previous - rss) < MB) return rss;
        previous = rss;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      return previous;
    };
    const cpuPerCall = async (run: () => Promise<unknown>) => {
      const before = await cpuMsOf(pid);
      await run();
      return ((await cpuMsOf(pid)) - before) / CALLS;
    };

    await concurrent();
    const first = await settledRss();
    for (let i = 1; i < ROUNDS; i++) await concurrent();
    const last = await settledRss();
    const [inFlight, oneByOne] = await alternate(
      5,
      () => cpuPerCall(concurrent),
      () => cpuPerCall(sequential),
    );
    return [
      ratioFigure(
        `tlp mcp RSS after ${ROUNDS} rounds of ${CALLS} concurrent verify_content calls, settled`,
        last / MB,
        'MB',
        { name: 'after the first round', value: first / MB },
        { op: '<=', ratio: 1.1 },
      ),
      ratioFigure(
        `tlp mcp CPU time per verify_content call, ${CALLS} in flight`,
        median(inFlight),
        'ms',
        { name: 'one at a time', value: median(oneByOne) },
        { op: '<=', ratio: 1.1 },
        [inFlight, oneByOne],
      ),
    ];
  } finally {
    await client.close();
    child.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}
