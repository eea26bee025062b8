import { verificationCreateRequest } from '@tlp/core/schemas';
import { answer, operation } from '../http/operation.js';

export const CREATE_VERIFICATION = operation({
  method: 'post',
  route: '/v1/verifications',
  operationId: 'createVerification',
  cors: true,
  summary: "Verify a receipt or an output's digest",
  description:
    "Send exactly one of `receipt` (a `rcpt_` ID or the compact receipt JWS) or `sha256` (the output's digest; needs the key of the account that submitted it). Without a key, only live receipts are searched (10 a minute per client address, an IPv6 /64 counted as one, and 600 a minute for all keyless requests together), and the verification is not stored; with a key, receipts of its mode. A receipt of the other mode is `result: not_found`, not an error, its `detail` saying which mode the receipt is and which key verifies it.",
  tag: 'Receipts',
  access: 'optional-key',
  scopes: ['generations:read'],
  scopesFor: 'a digest lookup (`sha256`)',
  body: {
    name: 'VerificationCreateRequest',
    schema: verificationCreateRequest,
    example: { receipt: 'rcpt_01m88z4qy26060g7vb0f56c083' },
  },
  ok: { '200': answer('Verification', 'The verification.') },
  errors: ['evaluation_timeout'],
});
