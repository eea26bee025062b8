/**
 * Child process of bmff.bench.ts: verifies one licensed file from disk (`fs.openAsBlob`, as a caller
 * with a large video does) after a warm-up on a small one, and prints, as JSON, the verdict, the
 * resident set size before the large file and the process's peak after it (`VmHWM` on Linux, `maxRSS`
 * elsewhere), in bytes. Run in its own process so that nothing else the bench did is in its memory.
 *
 * argv: <large file> <small file> <jwks.json> <ca-root.pem> <issuer>
 */
import { openAsBlob, readFileSync } from 'node:fs';
import { verifyContent } from '@tlp/core';

const [large, small, jwksPath, rootPath, issuer] = process.argv.slice(2);
const options = {
  issuer,
  jwks: JSON.parse(readFileSync(jwksPath, 'utf8')),
  mode: 'test',
  trustAnchors: [readFileSync(rootPath, 'utf8')],
};
const peak = () => {
  try {
    return Number(/VmHWM:\s*(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
  } catch {
    return process.resourceUsage().maxRSS * 1024;
  }
};
const warm = await verifyContent(await openAsBlob(small), options);
if (!warm.valid) throw new Error(`the warm-up file does not verify: ${warm.code}`);
globalThis.gc?.();
const before = process.memoryUsage().rss;
const started = performance.now();
const verdict = await verifyContent(await openAsBlob(large), options);
const ms = performance.now() - started;
console.log(JSON.stringify({ valid: verdict.valid, code: verdict.code, before, peak: peak(), ms }));
