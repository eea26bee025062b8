import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type Child, cleanUp, startChild } from '../test-harness/child.js';

const dirs: string[] = [];
const children: Child[] = [];
afterAll(() => cleanUp(children, dirs));

/** A module hook that writes every module URL the process resolves to `TLP_MODULE_LOG`. */
function moduleRecorder(dir: string): string {
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.TLP_MODULE_LOG, resolved.url + '\\n');
  return resolved;
}
`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  return register;
}

async function serve(env: Record<string, string>): Promise<{ child: Child; modules: () => string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-telemetry-'));
  dirs.push(dir);
  const log = join(dir, 'modules.log');
  writeFileSync(log, '');
  const child = await startChild({
    TLP_DB: join(dir, 'sandbox.db'),
    TLP_MODULE_LOG: log,
    NODE_OPTIONS: `--import=${pathToFileURL(moduleRecorder(dir)).href}`,
    ...env,
  });
  children.push(child);
  return { child, modules: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

describe('telemetry at start (main.ts in a child process)', () => {
  it('off by default: neither prom-client nor any OpenTelemetry package is loaded, even after requests', async () => {
    const { child, modules } = await serve({});
    expect((await fetch(`${child.origin}/livez`)).status).toBe(200);
    expect((await fetch(`${child.origin}/metrics`)).status).toBe(404);
    const loaded = modules();
    expect(loaded.some((url) => url.includes('/hono/'))).toBe(true);
    expect(loaded.filter((url) => /\/(prom-client|@opentelemetry)\//.test(url))).toEqual([]);
  }, 120_000);

  it('TLP_METRICS_PORT and an OTLP endpoint load them; the metrics listener, named in the log, answers', async () => {
    const { child, modules } = await serve({
      LOG_LEVEL: 'info',
      TLP_METRICS_PORT: '0',
      // Nothing listens there: spans are dropped after the exporter's retries, never a request's failure.
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      TLP_MAX_CONNECTIONS_PER_ADDRESS: '2',
    });
    // Log lines are written in blocks, at least once a second.
    let listening: { msg: string; metrics?: string; tracing?: boolean } | undefined;
    for (let i = 0; i < 50 && !listening; i++) {
      listening = child
        .stderr()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; metrics?: string; tracing?: boolean })
        .find((l) => l.msg === 'listening');
      if (!listening) await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(listening?.tracing).toBe(true);
    expect(listening?.metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const r = await fetch(`${child.origin}/livez`, {
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('traceparent')).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    const text = await (await fetch(listening!.metrics!)).text();
    expect(text).toMatch(/^tlp_http_requests_total\{operation="getLiveness",status="200",mode="none"\} 1$/m);
    // Still not on the public port.
    expect((await fetch(`${child.origin}/metrics`)).status).toBe(404);
    // Connections past the per-client cap are counted.
    const { port } = new URL(child.origin);
    const held = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<Socket>((ok) => {
            const socket: Socket = connect(Number(port), '127.0.0.1', () => ok(socket));
          }),
      ),
    );
    held[2]!.write('GET /livez HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((ok) => held[2]!.once('data', ok));
    for (const socket of held) socket.destroy();
    const after = await (await fetch(listening!.metrics!)).text();
    expect(Number(/^tlp_connections_refused_total\{cap="client"\} (\d+)$/m.exec(after)?.[1])).toBeGreaterThan(
      0,
    );
    const loaded = modules();
    expect(loaded.some((url) => url.includes('/prom-client/'))).toBe(true);
    expect(loaded.some((url) => url.includes('/@opentelemetry/sdk-trace-node/'))).toBe(true);
  }, 120_000);

  it('a variable it cannot use stops the start with a message naming it', async () => {
    for (const [env, message] of [
      [{ TLP_METRICS_PORT: 'ninety' }, /TLP_METRICS_PORT 'ninety' is not a port/],
      [{ TLP_METRICS_PUBLIC: 'yes' }, /TLP_METRICS_PUBLIC 'yes' is not on or off/],
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
        /OTEL_EXPORTER_OTLP_PROTOCOL 'grpc' is not a protocol this server exports with/,
      ],
      [
        { OTEL_TRACES_EXPORTER: 'zipkin' },
        /OTEL_TRACES_EXPORTER 'zipkin' is not an exporter this server has/,
      ],
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' },
        /OTEL_EXPORTER_OTLP_ENDPOINT 'collector:4318' is not an http or https URL/,
      ],
    ] as const) {
      const failed = await serve(env).then(
        () => '',
        (err: Error) => err.message,
      );
      expect(failed).toMatch(message);
    }
  }, 180_000);
});
