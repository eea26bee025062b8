import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

/** Records a header that the final response must carry, whichever path (success or error) produces it. */
export function prepareHeader(c: Context<AppEnv>, name: string, value: string): void {
  let prepared = c.get('preparedHeaders');
  if (!prepared) {
    prepared = {};
    c.set('preparedHeaders', prepared);
  }
  prepared[name.toLowerCase()] = value;
}
