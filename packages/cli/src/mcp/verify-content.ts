import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loadMediaSupport } from '@tlp/core';
import { z } from 'zod';
import { formatSize } from '../args.js';
import { failed, type Result, tooLarge, verifyBytes, verifyFile } from '../verify-input.js';
import { MODES, READ_ONLY } from './annotations.js';
import type { McpContext } from './context.js';
import { download } from './download.js';
import { verdictResult, verdictSchema } from './result.js';
import { resolveInRoots, rootFolders } from './roots.js';

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

/** Verifies content: the C2PA manifest, the license assertion and its receipt, and that the bytes are the licensed ones. */
export async function verifyContentInput(args: Args, ctx: McpContext, rootsOf: RootsOf): Promise<Result> {
  const given = [args.path, args.data, args.url].filter((x) => x !== undefined).length;
  const label =
    args.path ?? args.url ?? `${args.media_type ?? 'bytes'}, ${args.data?.length ?? 0} base64 characters`;
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
  const verify = await ctx.verifyContext(chosen.issuer, args.mode ?? ctx.command.mode);

  if (args.path !== undefined) {
    let roots: string[];
    try {
      roots = await rootsOf();
    } catch (error) {
      const why = `the client's roots could not be read: ${(error as Error)?.message ?? error}`;
      return failed(label, 'unknown', 'outside_roots', why);
    }
    const rooted = await resolveInRoots(args.path, roots);
    if (!rooted.ok) return failed(label, 'unknown', rooted.code, rooted.message);
    return verifyFile(label, rooted.path, verify);
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
    const fetched = await download(url, ctx.command.maxSize, verify.fetch);
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
        "Verifies an image, video or audio file carrying a TLP license in its C2PA manifest (content credentials): that the manifest is intact and who signed it, that the receipt inside is genuine (who is licensed, what, when), and that these bytes are the licensed output. Give a path inside the client's roots, base64 data with its media type, or a URL on a host the server allows. A plain photo is no_manifest; an edited one tampered.",
      inputSchema,
      outputSchema: verdictSchema,
      annotations: { ...READ_ONLY, openWorldHint: ctx.command.allowFetch.length > 0 },
    },
    async (args) => verdictResult(await verifyContentInput(args, ctx, rootsOf)),
  );
}

/** The folders of the roots the server's client grants (none when it does not support roots). */
export function clientRoots(server: McpServer): RootsOf {
  return async () => {
    if (!server.server.getClientCapabilities()?.roots) return [];
    return rootFolders((await server.server.listRoots()).roots);
  };
}
