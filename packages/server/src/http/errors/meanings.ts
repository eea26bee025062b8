import type { ErrorCode } from './api-error.js';

/** An error code's words (the title is `titleOf`'s, the problem's own). */
export interface CodeText {
  /** What the code means, in a sentence. */
  meaning: string;
  /** When this server answers it. */
  when: string;
  /** What the caller should do. */
  action: string;
}

/**
 * Every error code of the protocol (and the server's `upgrade_required` and `request_timeout`), in the
 * project's words: the source of the `code` enumeration's documentation in the OpenAPI document (which is
 * English, as the API is), and of the pages at `/docs/errors/<code>` (each problem's `type`).
 */
export const meanings: Record<ErrorCode, CodeText> = {
  invalid_request: {
    meaning:
      'The request could not be read: its body is not JSON, not a JSON object, or the request itself is malformed.',
    when: 'A body that does not parse as JSON, a body of another content type, a query parameter without a name (`?=x`), a duplicated Authorization header, or a request line or Host header Node cannot accept.',
    action: 'Fix the request: send a JSON object with Content-Type: application/json.',
  },
  parameter_missing: {
    meaning: 'A required field is absent; `param` names it.',
    when: 'A POST body without a field its schema requires, for example `use` in POST /v1/checks, or neither `receipt` nor `sha256` in POST /v1/verifications.',
    action: 'Add the field named by `param`.',
  },
  parameter_invalid: {
    meaning: 'A field, query parameter or header has a value that is not allowed; `param` names it.',
    when: 'A value of the wrong type or format, an unknown field, an unknown or repeated query parameter, a cursor used with other filters, an empty or too long Idempotency-Key, a malformed Service-Account.',
    action: 'Correct the value named by `param`; `detail` says what is expected.',
  },
  unsupported_modality: {
    meaning: 'The modality asked for is not offered for this use.',
    when: 'Reserved by the protocol; the sandbox decides every modality it accepts (an unlicensed one is a `deny`, not an error).',
    action: 'Change the modality of the use.',
  },
  unsupported_media_type: {
    meaning:
      'The artifact has a media type this server does not accept, or one that is not of its check’s modality.',
    when: 'POST /v1/generations with an `artifact.media_type` outside PNG, JPEG, WebP, AVIF, HEIC and HEIF images, plain text, WAV, MP3 and M4A audio, MP4 and MOV video; or an output of another kind than the check’s use (an image use takes images, a video use videos, a text use text, a speech or audio use audio or video).',
    action:
      'Convert the output to an accepted media type, or make a check for the modality of this output, and submit again with a new key.',
  },
  media_unreadable: {
    meaning: 'The artifact bytes cannot be decoded as the declared media type.',
    when: 'POST /v1/generations whose `artifact.data` is not a valid file of its `media_type`, an image whose header declares more than 40 megapixels (refused before decoding), or a HEIC/HEIF image coded with HEVC (the sandbox decodes HEIF coded with AV1 only).',
    action:
      'Send the real bytes of the output, an image of at most 40 megapixels; a HEIC photo as AVIF, PNG, JPEG or WebP, or its digest alone.',
  },
  version_unsupported: {
    meaning: 'The `Service-Version` header names a version this server does not know.',
    when: 'Any request, public ones included, with an unknown dated version.',
    action:
      "Send one of the versions listed in `api_versions` of the discovery document, or omit the header to use the account's pinned version.",
  },
  authorization_code_invalid: {
    meaning:
      'An OAuth authorization code is unknown, expired, already used, or does not match its verifier or redirect URI.',
    when: 'Only with connections, which are planned: no operation of this server answers it yet.',
    action: 'Start the authorization again.',
  },
  authentication_required: {
    meaning: 'The operation needs a secret key and none was sent.',
    when: 'No Authorization header, or one that is not `Bearer <key>`; also a digest verification without a key.',
    action: 'Send `Authorization: Bearer rk_test_…` (or `rk_live_…`).',
  },
  invalid_api_key: {
    meaning: 'The key sent is not a known, unrevoked key.',
    when: 'A malformed, unknown or revoked Bearer value.',
    action: 'Use a current key; a lost key cannot be recovered, create a new one.',
  },
  token_invalid: {
    meaning: 'A signed token failed its signature, audience or expiry check.',
    when: 'Reserved for token-carrying operations (sessions), which are planned.',
    action: 'Run a new check, or renew the session token.',
  },
  insufficient_scope: {
    meaning: 'The restricted key lacks a scope the operation needs; `detail` names it.',
    when: 'A key from POST /v1/test_helpers/api_keys without the scope, or any restricted key on a test helper (they need an unrestricted key).',
    action: 'Use a key with the scope, or an unrestricted key.',
  },
  account_not_connected: {
    meaning:
      'The call acts for another account (`Service-Account`) without an active connection covering it.',
    when: 'Any authenticated call naming another account in Service-Account: connections are planned, so none exists.',
    action: 'Stop; act only for your own account.',
  },
  mandate_required: {
    meaning: 'A representative acted for a talent without a mandate covering the action.',
    when: 'Only with mandates, which are planned: no operation of this server answers it yet.',
    action: 'Stop.',
  },
  livemode_mismatch: {
    meaning: "The key's mode differs from the object's or the operation's mode.",
    when: "A live key on a test-only operation (facets, test helpers, withdrawal), or reading one's own object of the other mode.",
    action: 'Use the key of the right mode.',
  },
  live_not_activated: {
    meaning: 'Live checks and generations are built but live signing is not activated for this service.',
    when: 'POST /v1/checks or POST /v1/generations with a live key: nothing was evaluated, reserved or stored.',
    action: 'Do not retry: the answer will not change until an operator activates live signing.',
  },
  platform_not_permitted: {
    meaning: 'The license named explicitly in the check excludes the calling platform.',
    when: 'POST /v1/checks with `license` set to a license whose platforms do not include the caller (without `license`, the check is a `deny` with `platform_not_licensed` instead).',
    action: 'Omit `license`, or ask the licensee to extend the license.',
  },
  resource_not_found: {
    meaning: 'No such object for this account and mode, or no such operation.',
    when: 'An unknown ID, an ID of another type for the path (the detail says which), a path with no route, or a planned operation (title "Operation not available").',
    action: "Check the ID, the key's mode and the path.",
  },
  idempotency_key_in_use: {
    meaning: 'The first request with this Idempotency-Key is still running.',
    when: 'A POST sent again with the same key and body before the first one answered.',
    action:
      "Retry after `Retry-After` seconds with the same key and body: you will get the first request's answer.",
  },
  generation_already_submitted: {
    meaning: 'This candidate of the check already has a generation.',
    when: 'POST /v1/generations for a `candidate_index` that was submitted before (with another key).',
    action: 'Use the existing generation.',
  },
  authorization_consumed: {
    meaning: "The check's authorization has no generations left (`max_generations` reached).",
    when: 'POST /v1/generations after `generations_used` reached `max_generations`.',
    action: 'Run a new check.',
  },
  check_not_allowed: {
    meaning: "The check's decision is not `allow`.",
    when: 'POST /v1/generations naming a denied, escalated or pending check.',
    action: 'Do not submit, and do not deliver: nothing was authorized.',
  },
  check_expired: {
    meaning: "The check's authorization has expired.",
    when: 'POST /v1/generations after `authorization.expires_at` (one hour after the allow).',
    action: 'Run a new check.',
  },
  escalation_closed: {
    meaning: 'The escalation was already resolved, expired or cancelled.',
    when: 'POST /v1/test_helpers/checks/{check_id}/resolve on an escalation that is no longer open.',
    action: 'Read the check to see the outcome.',
  },
  license_draft_closed: {
    meaning: 'The license draft was already signed, declined, discarded or expired.',
    when: 'Only with license drafts, which are planned: no operation of this server answers it yet.',
    action: 'Create a new draft.',
  },
  invalid_state_transition: {
    meaning: "The object's status does not allow the action.",
    when: 'Withdrawing, releasing, declining or expiring a generation that is not held; suspending, resuming or revoking a license from a status that does not allow it; resolving a check that is not escalated.',
    action: 'Read the object and act on its current status.',
  },
  session_not_active: {
    meaning: 'The session has ended or was terminated.',
    when: 'Only with sessions, which are planned: no operation of this server answers it yet.',
    action: 'Stop the output.',
  },
  payload_too_large: {
    meaning: 'The request body, or the text of a check, is over the limit.',
    when: 'A body over 10 MiB, or check inputs whose text is over 64 KiB in all.',
    action: 'Send less: a smaller artifact or shorter inputs.',
  },
  idempotency_key_reused: {
    meaning: 'The Idempotency-Key was used before with another body or another endpoint.',
    when: 'A POST whose key was used in the last 24 hours for a different request (another body or endpoint, or by another API key); nothing ran.',
    action: 'Use a new key for a new request.',
  },
  artifact_digest_mismatch: {
    meaning: 'The artifact bytes do not have the SHA-256 declared in `artifact.sha256`.',
    when: 'POST /v1/generations with `artifact.data` whose digest differs from `artifact.sha256`.',
    action: 'Recompute the digest of the exact bytes you send.',
  },
  upgrade_required: {
    meaning:
      'The session stream is a WebSocket; a plain HTTP request cannot open it. The protocol gives this answer a status (426) and no code; this server names it `upgrade_required`.',
    when: 'Any non-upgrade request to /v1/sessions/{session_id}/stream.',
    action:
      'Open the stream with a WebSocket upgrade offering the tlp.session.v1 subprotocol (sessions are planned).',
  },
  request_timeout: {
    meaning:
      'The request did not arrive in time: its headers, or its body, came too slowly. The protocol has no code for it; this server names it `request_timeout` (408).',
    when: 'Headers not complete within 10 s of the connection (or of the previous answer); a body that averages under 4 KiB/s after its first 10 s, or is not complete within 120 s (enough for a 10 MiB body at 87 KiB/s). The connection is closed after the answer.',
    action:
      'Send the request again, whole and without pauses, on a new connection (with the same Idempotency-Key: nothing ran).',
  },
  rate_limited: {
    meaning: 'A rate limit was exceeded; nothing ran.',
    when: 'More requests than the policy named in RateLimit-Policy allows (checks 20/s, generations 5/s, other authenticated calls 5/s per account; public receipt reads and verifications 10/min per IP address).',
    action: 'Wait `Retry-After` seconds, then retry with the same key and body.',
  },
  internal_error: {
    meaning: 'An unexpected failure on the server.',
    when: 'A bug or a failure of the storage; the error is logged with the request ID.',
    action: 'Retry with backoff and the same Idempotency-Key; report the `request_id` if it persists.',
  },
  service_unavailable: {
    meaning: 'The service is temporarily unavailable.',
    when: 'While the server is starting, before it accepts requests; when its database (PostgreSQL) cannot be reached; on a new connection from a client (an address, or an IPv6 /64) that already holds 128 open connections (`TLP_MAX_CONNECTIONS_PER_ADDRESS`), or to a server that already holds 10,000 (`TLP_MAX_CONNECTIONS`), which is then closed.',
    action: 'Do not generate; retry after `Retry-After` seconds.',
  },
  evaluation_timeout: {
    meaning: 'A verification did not finish in time.',
    when: "Only POST /v1/verifications can answer it (the sandbox's verifications by receipt and digest do not time out).",
    action: 'Retry, or verify by receipt ID.',
  },
};
