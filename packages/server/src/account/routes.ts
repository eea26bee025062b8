import type { Routes } from '../http/chain.js';
import { keyed } from '../http/operation.js';
import { json } from '../http/respond.js';
import { renderAccount } from './object.js';
import { GET_ACCOUNT } from './operations.js';

export function accountRoutes(routes: Routes): void {
  routes.get(GET_ACCOUNT.route, keyed(GET_ACCOUNT), (c) => {
    const auth = c.get('auth');
    return json(c, renderAccount(auth.account, auth.livemode));
  });
}
