import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loadMediaSupport } from '@tlp/core';
import { z } from 'zod';
import { formatSize } from '../args.js';
import { failed, type Result, tooLarge, verifyBytes, verifyFile } from '../verify-input.js';
import { MODES, READ_ONLY } from './annotations.js';
import type { McpContext } from './context.js';
import { withinDeadline } from './deadline.js';
import { download } from './download.js';
import { verdictResult, verdictSchema } from './result.js';
import { openedOutside, resolveInRoots, rootFolders } from './roots.js';

const inputSchema = z.object({
  path: z
    .string()
    .optional()
    .describe(
      'a file inside the roots the client granted: an absolute path, a file:// URL, or relative to the first root',
    ),
  data: z.string().optional().describe('the content itself, base64; give media_type with it'),
  media_type: z.string().optional().describe('the media type of data (image/jpeg, video/mp4, audio/wav…)'),
  url: z
    .string()
    .optional()
    .describe('a URL to download: only on a host the server was started with --allow-fetch for'),
  issuer: z
    .string()
    .optional()
    .describe("the issuer the receipt inside is checked against; default: the server's --issuer"),
  mode: z
    .enum(MODES)
    .optional()
    .describe("live: real receipts only, test: sandbox ones; default: the server's --mode"),
});

type Args = z.infer<typeof inputSchema>;

/** The folders the client granted as roots, asked of it for each call (its roots may change). */
export type RootsOf = () => Promise<string[]>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What a call is named by in its verdict: the path or URL, else the bytes' media type and length. */
function labelOf(args: Args): string {
  return (
    args.path ?? args.url ?? `${args.media_type ?? 'bytes'}, ${args.data?.length ?? 0} base64 characters`
  );
}

/**
 * Verifies content: the C2PA manifest, the license assertion and its receipt, and that the bytes are the
 * licensed ones. Once `signal` aborts (the call timed out, or was cancelled), a file or download stops
 * being read.
 */
export async function verifyContentInput(
  args: Args,
  ctx: McpContext,
  rootsOf: RootsOf,
  signal?: AbortSignal,
): Promise<Result> {
  const given = [args.path, args.data, args.url].filter((x) => x !== undefined).length;
  const label = labelOf(args);
  if (given !== 1) {
    return failed(
      label,
      'unknown',
      'unsupported_input',
      'give exactly one of path, data (with media_type) or url',
    );
  }
  const chosen = ctx.issuerFor(args.issuer);
  if ('code' in chosen) return failed(label, 'unknown', chosen.code, chosen.message);
  const verify = ctx.verifyContext(chosen.issuer, args.mode ?? ctx.command.mode);

  if (args.path !== undefined) {
    let roots: string[];
    try {
      roots = await rootsOf();
    } catch (error) {
      const why = `the client's roots could not be read: ${(error as Error)?.message ?? error}`;
      return failed(label, 'unknown', 'outside_roots', why);
    }
    const grantor = ctx.command.roots ? '--root grants' : 'the client grants';
    const rooted = await resolveInRoots(args.path, roots, grantor);
    if (!rooted.ok) return failed(label, 'unknown', rooted.code, rooted.message);
    // Asked again of the opened file: the path may have been swapped since it was resolved.
    const confine = async (fd: number) => {
      const leads = await openedOutside(fd, rooted.path, roots);
      const why = `${rooted.path} leads to ${leads} once opened, outside the roots; ${grantor} ${roots.join(', ')}`;
      return leads === null ? null : failed(label, 'unknown', 'outside_roots', why);
    };
    return verifyFile(label, rooted.path, verify, { confine, ...(signal ? { signal } : {}) });
  }
  if (args.url !== undefined) {
    const url = URL.canParse(args.url) ? new URL(args.url) : null;
    if (!url) return failed(label, 'unknown', 'unsupported_input', 'not a valid URL');
    if (!ctx.mayFetch(url)) {
      return failed(
        label,
        'unknown',
        'fetch_not_allowed',
        `nothing is fetched from ${url.host}: the server was not started with --allow-fetch for it`,
      );
    }
    const fetched = await download(url, ctx.command.maxSize, ctx.fetch, signal);
    if (!fetched.ok) return failed(label, 'unknown', fetched.code, fetched.message);
    return verifyBytes(label, fetched.bytes, verify);
  }
  const data = (args.data ?? '').replace(/\s+/g, '');
  const media = await loadMediaSupport();
  const mediaType = args.media_type === undefined ? null : media.normalize(args.media_type);
  if (mediaType === null) {
    return failed(
      label,
      'unknown',
      'unsupported_media_type',
      `${args.media_type === undefined ? 'no media_type given' : `${args.media_type} is not a media type this verifier reads`}: give one of ${media.mediaTypes.join(', ')}`,
      args.media_type ?? null,
    );
  }
  // Refused by its length, before anything is decoded.
  const size = Math.floor((data.length * 3) / 4);
  if (size > ctx.command.maxSize) return tooLarge(label, size, ctx.command.maxSize, 'the content');
  if (!BASE64.test(data)) return failed(label, 'unknown', 'unsupported_input', 'data is not base64');
  const bytes = Buffer.from(data, 'base64');
  return verifyBytes(`${mediaType}, ${formatSize(bytes.byteLength)}`, bytes, verify);
}

/** The `verify_content` tool. */
export function registerVerifyContent(server: McpServer, ctx: McpContext, rootsOf: RootsOf): void {
  server.registerTool(
    'verify_content',
    {
      title: 'Verify licensed content',
      description:
        "Verifies an image, video or audio file carrying a TLP license in its C2PA manifest (content credentials): that the manifest is intact and who signed it, that the receipt inside is genuine (who is licensed, what, when), and that these bytes are the licensed output. Give a path inside the client's roots, base64 data with its media type, or a URL on a host the server allows. A plain photo is no_manifest; an edited one tampered; a licensed image whose credentials were stripped or which was re-encoded is recovered (recognised by its fingerprint at the issuer, match says how: licensed, but not byte for byte).",
      inputSchema,
      outputSchema: verdictSchema,
      annotations: { ...READ_ONLY, openWorldHint: ctx.command.allowFetch.length > 0 },
    },
    async (args, extra) =>
      verdictResult(
        await withinDeadline(ctx.command.toolTimeoutSeconds, labelOf(args), extra.signal, (signal) =>
          verifyContentInput(args, ctx, rootsOf, signal),
        ),
      ),
  );
}

/**
 * The folders files are read in: `--root` when the operator fixed them (whatever the client offers), else the
 * roots the server's client grants (none when it does not support roots), asked at each call. Once
 * `inputEnded` aborts (the client closed its input: it will answer nothing more), asking fails at once.
 */
export function rootsOf(server: McpServer, ctx: McpContext, inputEnded?: AbortSignal): RootsOf {
  const fixed = ctx.command.roots;
  if (fixed) return async () => fixed;
  return async () => {
    if (!server.server.getClientCapabilities()?.roots) return [];
    inputEnded?.throwIfAborted();
    const options = inputEnded ? { signal: inputEnded } : {};
    return rootFolders((await server.server.listRoots(undefined, options)).roots);
  };
}
