import { answer, operation } from '../http/operation.js';

/** Works with any valid key, restricted or not, test or live. */
export const GET_ACCOUNT = operation({
  method: 'get',
  route: '/v1/account',
  operationId: 'getAccount',
  summary: 'The account of the key',
  description:
    'Works with any valid key, restricted or not, test or live. `api_version` is the version the account is pinned to.',
  tag: 'Account',
  access: 'key',
  ok: { '200': answer('Account', 'The account.') },
});
