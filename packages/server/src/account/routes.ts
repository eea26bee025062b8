import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { authed } from '../http/pipeline.js';
import { json } from '../http/respond.js';
import { renderAccount } from './object.js';

export function accountRoutes(app: Hono<AppEnv>): void {
  // Works with any valid key, restricted or not, test or live.
  app.get('/v1/account', authed({ name: 'GET /v1/account' }), (c) => {
    const auth = c.get('auth');
    return json(c, renderAccount(auth.account, auth.livemode));
  });
}
