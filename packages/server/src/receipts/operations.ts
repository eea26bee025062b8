import { receiptId } from '@tlp/core/schemas';
import { z } from 'zod';
import { answer, operation } from '../http/operation.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { idParam } from '../ids.js';

export const GET_RECEIPT = operation({
  method: 'get',
  route: `/v1/receipts/${idParam('receipt_id', 'rcpt')}`,
  operationId: 'getReceipt',
  cors: true,
  summary: 'Retrieve a receipt (public)',
  description:
    'No key needed: the unguessable ID grants access to the public JSON, with the signed `jws`. Limited to 10 reads a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together. The page for people is `/r/{receipt_id}`.',
  tag: 'Receipts',
  access: 'public',
  policy: POLICIES.receipts,
  path: z.object({ receipt_id: receiptId.describe("The receipt's ID.") }),
  ok: { '200': answer('Receipt', 'The receipt.') },
  errors: ['resource_not_found', 'rate_limited', 'version_unsupported'],
});
