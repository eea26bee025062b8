/**
 * The verdicts run in workerd (a Worker's fetch handler: POST the inputs, get the verdicts) and in
 * Chromium (a page calls the same handler), bundled by runtimes.ts with the installed `@tlp/core`.
 */
import * as core from '@tlp/core';
import { allVerdicts, type VerdictInputs } from '../../../test-vectors/lib/verdict-of.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const inputs = (await request.json()) as VerdictInputs;
    return Response.json(await allVerdicts(core, inputs));
  },
};
