/**
 * Every command the CLI README and the root README show (their `console` blocks: `$ command`, then the
 * output) is run here as written, in a folder built from the test vectors and the media samples inside a
 * project where `npm run pack`'s tarballs are installed (the `installed` project's install,
 * scripts/installed/install.ts), so that `npx tlp` is the installed CLI, as the READMEs say; its output is
 * compared line by line with the README's.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadMediaSupport } from '@tlp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP } from '../../../scripts/installed/install.js';
import { licensedSample, mediaSample } from '../../../test-vectors/lib/media-samples.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vectors = join(root, 'test-vectors');
const exec = promisify(execFile);

/** `$ command` (with `\` continuation lines) and the output lines after it, from each console block. */
function readmeCommands(markdown: string): Array<{ command: string; output: string[] }> {
  const out: Array<{ command: string; output: string[] }> = [];
  for (const block of markdown.matchAll(/```console\n([\s\S]*?)```/g)) {
    const lines = block[1]!.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line.startsWith('$ ')) {
        out.at(-1)?.output.push(line);
        continue;
      }
      let command = line.slice(2);
      while (command.endsWith('\\') && i + 1 < lines.length)
        command = `${command.slice(0, -1)} ${lines[++i]!.trim()}`;
      out.push({ command, output: [] });
    }
  }
  return out;
}

/** The files of the READMEs' `uploads/` folder: one of each kind a news platform receives. */
async function buildFixture(dir: string): Promise<void> {
  await mkdir(join(dir, 'uploads'));
  await mkdir(join(dir, 'test-vectors/keys'), { recursive: true });
  for (const key of ['jwks.json', 'ca-root.pem']) {
    await copyFile(join(vectors, 'keys', key), join(dir, 'test-vectors/keys', key));
  }
  const copies: Array<[string, string]> = [
    ['images/licensed.jpg', 'beach-licensed.jpg'],
    ['images/tampered-pixel.png', 'edited.png'],
    ['images/no-manifest.jpg', 'photo.jpg'],
    ['receipts/valid-test.jws', 'receipt.jws'],
  ];
  for (const [from, to] of copies) await copyFile(join(vectors, from), join(dir, 'uploads', to));
  // A video and a voice recording, licensed as the sandbox would license them once the container formats
  // registry of @tlp/core reads their format (each format lands on its own), and plain until then.
  const media = await loadMediaSupport();
  for (const [type, name] of [
    ['video/mp4', 'clip.mp4'],
    ['audio/wav', 'voice.wav'],
  ] as const) {
    const plain = await mediaSample(type);
    const bytes = media.detect(plain) ? await licensedSample(plain, type) : plain;
    await writeFile(join(dir, 'uploads', name), bytes);
  }
  // An Office document (a ZIP archive): no C2PA reader reads it.
  await writeFile(
    join(dir, 'uploads/contract.docx'),
    Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('word/document.xml')]),
  );
  await writeFile(join(dir, 'uploads/notes.txt'), 'Shot list for Saturday: beach, harbour, market.\n');
}

// The CLI's README (a folder of mixed media), and any console block of the root README.
describe.each([
  ['packages/cli/README.md', 4],
  // The root README shows none today; any it shows is run here (readme-sandbox.test.ts checks that).
  ['README.md', 0],
] as const)('the commands of %s', async (path, least) => {
  const readme = await readFile(join(root, path), 'utf8');
  const commands = readmeCommands(readme);
  let dir: string;
  beforeAll(async () => {
    // Inside the project with the tarballs installed: `npx tlp` finds its node_modules/.bin/tlp.
    dir = await mkdtemp(join(APP, 'readme-'));
    await buildFixture(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shows commands, each with its output, each running the CLI as `npx tlp`', () => {
    expect(commands.length).toBeGreaterThanOrEqual(least);
    for (const c of commands) expect(c.output.length, c.command).toBeGreaterThan(0);
    // A bare `tlp` is on no PATH; `npx tlp` is the installed CLI in a project that has the tarballs.
    for (const c of commands) expect(c.command, c.command).toMatch(/(^|\| )npx tlp /);
  });

  it.each(commands.map((c) => [c.command, c] as const))('$ %s', async (_command, { command, output }) => {
    const { stdout } = await exec('sh', ['-c', `{ ${command}\n} 2>&1`], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(stdout.replace(/\n$/, '').split('\n')).toEqual(output);
  });
});
