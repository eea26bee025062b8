/**
 * Types of the TLP sandbox API, generated from packages/server/openapi.json by openapi-typescript
 * (`npm run openapi`). Do not edit.
 */

export interface paths {
    "/.well-known/talent-license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discovery document
         * @description The issuer, the API base, the accepted versions, the JWKS location and the endpoints this server supports. Cache it per `Cache-Control`.
         */
        get: operations["getDiscovery"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /.well-known/talent-license
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetDiscovery"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signing keys (JWKS)
         * @description Every public key that signs receipts and tokens, retired ones included (`kid`s are never reused). Test keys' `kid`s start `rfl-test-`.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /.well-known/jwks.json
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetJwks"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /openapi.json
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetOpenApi"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description For a load balancer or an orchestrator: 200 `{"status":"alive"}` whenever the process can answer at all. No key, no rate limit, never cached (docs/running.md).
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the process may take requests
         * @description For a load balancer: 200 `{"status":"ready"}` when the database is open, migrated and seeded, the signing keys are loaded, the database answers a query within 1 s and the process is not stopping; otherwise 503 `service_unavailable` with `Retry-After`, its `detail` naming the reason. On SIGTERM it turns 503 at once, before the process stops accepting connections (`TLP_DRAIN_GRACE_MS`). No key, no rate limit, never cached (docs/running.md).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account of the key
         * @description Works with any valid key, restricted or not, test or live. `api_version` is the version the account is pinned to.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List licenses
         * @description Licenses held by the account (`role=licensee`, the default) or issued by it as talent (`role=issuer`; none in the sandbox), newest first. Test licenses carry their full scope, live ones a partial scope. Unknown or repeated query parameters are `parameter_invalid`.
         *
         *     Restricted keys need one of the scopes `licenses:read`.
         */
        get: operations["listLicenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/licenses/{license_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a license
         * @description Restricted keys need one of the scopes `licenses:read`.
         */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facets/{facet_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a facet (test mode)
         * @description Restricted keys need one of the scopes `talent:read`.
         *
         *     Test mode only: a live key answers 403 `livemode_mismatch`.
         */
        get: operations["getFacet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a planned use
         * @description Decides, before anything is generated, whether the use is licensed. A decision is never an error: `allow`, `deny` (with `reasons` and maybe a `remedy`) and `escalate` are all 200. An `allow` carries an `authorization` (token, `max_generations`, `expires_at`) and a receipt. With a live key: 403 `live_not_activated` (do not retry).
         *
         *     Restricted keys need one of the scopes `checks:write`.
         *
         *     Rate-limit policy: `checks`.
         */
        post: operations["createCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checks/{check_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a check
         * @description The check with its current authorization use, escalation and receipt. Poll an escalated check no faster than every five seconds.
         *
         *     Restricted keys need one of the scopes `checks:write`.
         */
        get: operations["getCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List generation summaries
         * @description Summaries of the account's outputs, newest first: status, decision, receipt ID and release status, nothing of what was generated or how. `license` lists the outputs counted against a license the account holds (or, for a license it issued as talent, its licensees' outputs); `check` those of one check; `release_status=awaiting_release` only outputs held for the talent's release. The protocol makes the list available with a live key; the sandbox answers it in both modes. Due decisions and review windows that ended are applied before the page is read.
         *
         *     Restricted keys need one of the scopes `generations:write`, `generations:read`.
         */
        get: operations["listGenerations"];
        put?: never;
        /**
         * Submit an output for its check
         * @description Binds the output's bytes (or, in test mode, its digest alone) to an allowed check and evaluates them. Deliver nothing until the decision is `allow` (status `allowed` or `released`); then embed `c2pa` in the output's manifest. Images, text and speech up to 60 s are decided in the answer (200); video and longer audio answer 202 `checking` and are decided moments later (read it with GET). A license with per-output review answers `held`. With a live key: 403 `live_not_activated`.
         *
         *     Restricted keys need every one of the scopes `checks:write`, `generations:write`.
         *
         *     Rate-limit policy: `generations`.
         */
        post: operations["createGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/{generation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a generation
         * @description Restricted keys need one of the scopes `generations:write`, `generations:read`.
         */
        get: operations["getGeneration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/{generation_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a held generation (test mode)
         * @description The licensee withdraws an output awaiting the talent's release: `held` becomes `withdrawn` and the receipt stays null. Any other status is 409 `invalid_state_transition`.
         *
         *     Restricted keys need one of the scopes `generations:write`.
         *
         *     Test mode only: a live key answers 403 `livemode_mismatch`.
         */
        post: operations["withdrawGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receipts/{receipt_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a receipt (public)
         * @description No key needed: the unguessable ID grants access to the public JSON, with the signed `jws`. Limited to 10 reads a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together. The page for people is `/r/{receipt_id}`.
         *
         *     Rate-limit policy: `receipts`.
         */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /v1/receipts/{receipt_id}
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetReceipt"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a receipt or an output's digest
         * @description Send exactly one of `receipt` (a `rcpt_` ID or the compact receipt JWS) or `sha256` (the output's digest; needs the key of the account that submitted it). Without a key, only live receipts are searched (10 a minute per client address, an IPv6 /64 counted as one, and 600 a minute for all keyless requests together), and the verification is not stored; with a key, receipts of its mode. A receipt of the other mode is `result: not_found`, not an error, its `detail` saying which mode the receipt is and which key verifies it.
         *
         *     Restricted keys need one of the scopes `generations:read` for a digest lookup (`sha256`).
         */
        post: operations["createVerification"];
        delete?: never;
        /**
         * CORS preflight of POST /v1/verifications
         * @description Answers a browser's preflight with 204: any origin, the methods `POST`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightCreateVerification"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/services/supportedAlgorithms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Soft binding algorithms this service resolves
         * @description `io.iscc.v0` under `fingerprints`; no watermark. No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.
         */
        get: operations["getSupportedBindings"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /v1/services/supportedAlgorithms
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetSupportedBindings"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/byBinding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manifests matching a soft binding
         * @description `value` is the value of a `c2pa.soft-binding` assertion's block, base64: for `io.iscc.v0`, the 10 bytes of the ISCC-UNIT of a 64-bit Image-Code (header `2101`, then the code), as the `c2pa.soft_binding` of a generation carries it, or the code's 8 bytes alone. Matches are the manifests of this service's licensed outputs whose 64-bit image code is within 14 bits (the fingerprint's threshold; fewer if the operator set `TLP_MATCH_DISTANCE`) of the one asked for, nearest first; `similarityScore` is the share of the 64 bits that agree (0 to 100). Fetch a match's manifest store from `GET /v1/manifests/{manifest_id}`. No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.
         */
        get: operations["queryByBinding"];
        put?: never;
        /**
         * Manifests matching a soft binding (in the body)
         * @description The same query as `GET /v1/matches/byBinding`, its `alg` and `value` in a JSON body. Matches are the manifests of this service's licensed outputs whose 64-bit image code is within 14 bits (the fingerprint's threshold; fewer if the operator set `TLP_MATCH_DISTANCE`) of the one asked for, nearest first; `similarityScore` is the share of the 64 bits that agree (0 to 100). Fetch a match's manifest store from `GET /v1/manifests/{manifest_id}`. No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.
         */
        post: operations["queryByLargeBinding"];
        delete?: never;
        /**
         * CORS preflight of POST /v1/matches/byBinding
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD, POST`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightQueryByLargeBinding"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/byContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manifests matching an image
         * @description The image is the body, with its media type as `Content-Type` (at most 10 MiB and 40 megapixels); the service decodes it and computes its `io.iscc.v0` code as it does for a generation's output, then matches it. Matches are the manifests of this service's licensed outputs whose 64-bit image code is within 14 bits (the fingerprint's threshold; fewer if the operator set `TLP_MATCH_DISTANCE`) of the one asked for, nearest first; `similarityScore` is the share of the 64 bits that agree (0 to 100). Fetch a match's manifest store from `GET /v1/manifests/{manifest_id}`. No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.
         */
        post: operations["queryByContent"];
        delete?: never;
        /**
         * CORS preflight of POST /v1/matches/byContent
         * @description Answers a browser's preflight with 204: any origin, the methods `POST`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightQueryByContent"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manifests/{manifest_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manifest store of a match
         * @description A C2PA manifest store (`application/c2pa`) signed by this service's C2PA signer (its root at `/trust-anchors.pem`): the license assertion with the output's receipt, the output's `c2pa.soft-binding` and a data hash over the bytes that were licensed (a copy that was re-encoded or stripped does not match it: it was found by its fingerprint, not by its bytes). An ID this service never answered is 404. No key needed (a key, when sent, is accepted): without one, 10 requests a minute per client address (an IPv6 /64 counted as one) and 600 a minute for all keyless requests together.
         */
        get: operations["getManifestById"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /v1/manifests/{manifest_id}
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetManifestById"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a restricted test key
         * @description A new test key limited to `scopes`. The `secret` is shown once, in this answer: only its hash is stored, and a replay of the request with the same `Idempotency-Key` answers the key without its `secret`.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["createRestrictedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox account's clock forward
         * @description Makes expiries (authorizations, escalations, review windows, idempotency keys) observable without waiting; at most ten years ahead in all.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/licenses/{license_id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a license
         * @description An `active` license becomes `suspended`.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["suspendLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/licenses/{license_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a license
         * @description A `suspended` license becomes `active`.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["resumeLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/licenses/{license_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a license
         * @description An `active`, `suspended` or `pending` license becomes `void`.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["revokeLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/checks/{check_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an escalated check as its reviewer
         * @description `allow` issues the authorization and receipt; `deny` denies it with `review_declined` and the note.
         *
         *     Needs an unrestricted test key.
         */
        post: operations["resolveCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/generations/{generation_id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a held generation as the talent
         * @description Needs an unrestricted test key.
         */
        post: operations["releaseGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/generations/{generation_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a held generation as the talent
         * @description Needs an unrestricted test key.
         */
        post: operations["declineGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/generations/{generation_id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a held generation's review window
         * @description Needs an unrestricted test key.
         */
        post: operations["expireGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license_requests/{license_request_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a license request (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["getLicenseRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, oldest first (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an event (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["resendEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a webhook endpoint (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a webhook endpoint (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["updateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{endpoint_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's secret (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a licensee (redeem an OAuth code) (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections/{connection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a connection (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        delete: operations["deleteConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a live session (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a session (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{session_id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a session token (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["renewSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{session_id}/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a session sample (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["submitSessionSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the revocation feed (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["listRevocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth authorization (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["oauthAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth token (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth dynamic client registration (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["oauthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth token introspection (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["oauthIntrospect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth token revocation (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth authorization server metadata (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["oauthServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth resource metadata (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["oauthResourceMetadataRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth protected resource metadata of the agent tool server (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        get: operations["oauthResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Agent tool server (streamable HTTP) (planned)
         * @description Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * files (planned)
         * @description Planned, not available yet: `/v1/files` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_files"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage_records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * usage records (planned)
         * @description Planned, not available yet: `/v1/usage_records` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_usage_records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * statements (planned)
         * @description Planned, not available yet: `/v1/statements` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_statements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * mandates (planned)
         * @description Planned, not available yet: `/v1/mandates` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_mandates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license_drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * license drafts (planned)
         * @description Planned, not available yet: `/v1/license_drafts` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_license_drafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/license_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * license requests (planned)
         * @description Planned, not available yet: `/v1/license_requests` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_license_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/escalations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * escalations (planned)
         * @description Planned, not available yet: `/v1/escalations` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_escalations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/talent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * talent (planned)
         * @description Planned, not available yet: `/v1/talent` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_talent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resolutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * resolutions (planned)
         * @description Planned, not available yet: `/v1/resolutions` and every path under it answer 404 `resource_not_found` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.
         */
        get: operations["planned_resolutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{session_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Session stream (WebSocket, planned)
         * @description A WebSocket (`wss://<host>/v1/sessions/{session_id}/stream`, subprotocol `tlp.session.v1`). A plain HTTP request answers 426 `upgrade_required` with `Upgrade: websocket`; an upgrade request answers the planned 404, since sessions cannot be created yet.
         */
        get: operations["openSessionStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verifier page
         * @description Drop an image, a video or an audio file, or paste a receipt, to verify it in the browser. A request that asks for `application/json` and not `text/html` (or any request to a server whose page is not built) gets where to start instead, as `GET /v1` answers.
         */
        get: operations["getVerifierPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verifier page
         * @description Drop an image, a video or an audio file, or paste a receipt, to verify it in the browser. 404 when the page is not built.
         */
        get: operations["getVerifierPageIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to start
         * @description The reference for people (`docs_url`), this OpenAPI document (`openapi_url`), the discovery document, the verifier page and the sample media.
         */
        get: operations["getApiIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to start
         * @description The reference for people (`docs_url`), this OpenAPI document (`openapi_url`), the discovery document, the verifier page and the sample media.
         */
        get: operations["getApiIndexSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favicon.ico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pages’ icon (SVG) */
        get: operations["getFaviconIco"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/favicon.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pages’ icon (SVG) */
        get: operations["getFavicon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/{receipt_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public receipt page
         * @description A path that holds no receipt ID is a 404: for a browser (Accept naming `text/html`) the page, saying so; otherwise a problem.
         */
        get: operations["getReceiptPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the pages (scripts, styles) */
        get: operations["getPageAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the pages (scripts, styles) */
        get: operations["getReceiptPageAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The publisher embed: its entries (`tlp-embed.js`, `tlp-embed.classic.js`, the verifier worker `tlp-embed.worker.js`)
         * @description Served to every origin (`Access-Control-Allow-Origin: *`): publishers load it on their own pages. 404 when the embed is not built.
         */
        get: operations["getEmbedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/chunks/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A part of the publisher embed loaded on demand
         * @description Served to every origin, named by its content and cached for a year.
         */
        get: operations["getEmbedChunk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sample medium signed by this sandbox: licensed JPEG, PNG, MP4 and WAV, a tampered and a plain photo, a receipt
         * @description `index.json` lists them. Signed at start by the sandbox itself (its demo C2PA signer, its test keys), to try the verifier page, the embed and `tlp verify` on.
         */
        get: operations["getSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed-demo/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of the embed demo page (its pictures, style)
         * @description The demo pictures are made at first use: a licensed one (its receipt issued by this sandbox), the same file changed after signing, and one without a license.
         */
        get: operations["getEmbedDemoFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/samples/index.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sample media this sandbox signed, for "Try a sample"
         * @description Each sample: its `file` name, its `url` (`/samples/<file>`), its `media_type` and a `title` in words.
         */
        get: operations["listSamples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trust-anchors.pem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roots of the C2PA signers this issuer vouches for
         * @description PEM certificates: the root of the sandbox demo signer, which signs its sample media. The verifier page, the receipt page, the embed demo and `tlp verify --mode test` trust these signers and no others (one trust rule).
         */
        get: operations["getTrustAnchors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed-demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A demo publisher page marked by the embed
         * @description An article with a licensed picture, the same picture changed after signing, a picture without a license and a receipt shown on its own; the publisher embed is its only script. 404 when the embed is not built.
         */
        get: operations["getEmbedDemoPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API reference, for people */
        get: operations["getReference"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /docs
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetReference"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API reference, for people */
        get: operations["getReferenceSlash"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /docs/
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetReferenceSlash"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A script of the reference page */
        get: operations["getReferenceRenderer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/reference.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A script of the reference page */
        get: operations["getReferenceScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every error code, with its status and whether to retry */
        get: operations["getErrorIndex"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /docs/errors
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetErrorIndex"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/errors/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an error code means (each problem's `type`) */
        get: operations["getErrorPage"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of GET /docs/errors/{code}
         * @description Answers a browser's preflight with 204: any origin, the methods `GET, HEAD`, the request headers `Content-Type, Service-Version, Idempotency-Key` (never `Authorization`). No key, no rate limit, no `Service-Version`. Key-authenticated routes have no preflight: theirs is 404.
         */
        options: operations["preflightGetErrorPage"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The style of the header and footer every page for people shares */
        get: operations["getSiteStylesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Format: date-time */
        Timestamp: string;
        /** @enum {string} */
        CountryCode: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        /** @description At most 50 keys of 1 to 40 characters; each value a string of at most 500 characters. Never personal data. */
        Metadata: {
            [key: string]: string;
        };
        Digest: string;
        Account: {
            id: string;
            /** @constant */
            object: "account";
            livemode?: boolean;
            api_version: string;
            platform: {
                client_id: string;
                display_name: string;
            };
            display_name: string;
            created_at: components["schemas"]["Timestamp"];
        };
        License: {
            id: string;
            /** @constant */
            object: "license";
            status: ("active" | "void") | string;
            talent: string;
            licensee: string;
            issued_by: {
                party: "talent" | string;
                account: string | null;
            };
            handle: string;
            current_revision: string;
            pending_revision: string | null;
            revision_number: number;
            terms_digest: components["schemas"]["Digest"];
            acceptance_url: string | null;
            accepted_at: components["schemas"]["Timestamp"] | null;
            suspended_at: components["schemas"]["Timestamp"] | null;
            revoked_at: components["schemas"]["Timestamp"] | null;
            declined_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            metadata: components["schemas"]["Metadata"];
            /** @constant */
            livemode: false;
            scope: {
                facets?: string[];
                modalities?: (("image" | "video" | "speech" | "audio" | "text") | string)[];
                kinds?: ("depiction" | string)[];
                purposes?: ("advertising" | string)[];
                commercial?: boolean;
                channels?: (("social" | "web" | "tv") | string)[];
                territories?: (components["schemas"]["CountryCode"] | "WW")[];
                window?: {
                    starts_at: components["schemas"]["Timestamp"];
                    ends_at: components["schemas"]["Timestamp"];
                    time_zone: string;
                };
                adjustments?: {
                    reframe?: boolean;
                    background_extension?: boolean;
                    lighting?: boolean;
                    text_overlay?: boolean;
                    body_and_age?: boolean;
                    expression?: boolean;
                    hair?: boolean;
                    pose?: boolean;
                    wardrobe?: boolean;
                    objects?: boolean;
                    skin_retouch?: boolean;
                    endorsement?: boolean;
                };
                prohibited_changes?: (("reframe" | "background_extension" | "lighting" | "text_overlay" | "body_and_age" | "expression" | "hair" | "pose" | "wardrobe" | "objects" | "skin_retouch" | "endorsement") | string)[];
                required_attributes?: (("identity.samePerson" | "appearance.bodyAndAge" | "appearance.expression" | "appearance.hair" | "appearance.pose" | "appearance.skinRetouch" | "context.endorsement") | string)[];
                rules?: {
                    never: string[];
                    always: string[];
                    brief: string | null;
                };
                release_policy?: ("per_output_review" | string) | null;
                escalation_window?: string | null;
                final_deliverables?: number;
                sessions?: {
                    permitted: boolean;
                };
                material_access?: unknown[];
                platforms?: {
                    mode: ("any_connected" | "accounts") | string;
                    accounts: string[];
                };
                sublicense?: "none" | string;
                training?: "prohibited" | string;
                disclosure?: "brand" | string;
                attribution?: string | null;
                post_revocation?: {
                    policy: "retain" | string;
                };
                exclusivity?: {
                    exclusive: boolean;
                    category: string | null;
                };
                conflicts?: unknown[];
                compensation?: {
                    type: "per_unit" | string;
                    per_unit?: {
                        units: "placements" | string;
                        rate: {
                            amount: number;
                            currency: string;
                        };
                        per: number;
                    };
                    minimum?: {
                        amount: number;
                        currency: string;
                    };
                    schedule: "monthly" | string;
                };
            };
        } | {
            id: string;
            /** @constant */
            object: "license";
            status: ("active" | "void") | string;
            talent: string;
            licensee: string;
            issued_by: {
                party: "talent" | string;
                account: string | null;
            };
            handle: string;
            current_revision: string;
            pending_revision: string | null;
            revision_number: number;
            terms_digest: components["schemas"]["Digest"];
            acceptance_url: string | null;
            accepted_at: components["schemas"]["Timestamp"] | null;
            suspended_at: components["schemas"]["Timestamp"] | null;
            revoked_at: components["schemas"]["Timestamp"] | null;
            declined_at: components["schemas"]["Timestamp"] | null;
            created_at: components["schemas"]["Timestamp"];
            metadata: components["schemas"]["Metadata"];
            /** @constant */
            livemode: true;
            scope: {
                window?: {
                    starts_at: components["schemas"]["Timestamp"];
                    ends_at: components["schemas"]["Timestamp"];
                    time_zone: string;
                };
                required_attributes?: (("identity.samePerson" | "appearance.bodyAndAge" | "appearance.expression" | "appearance.hair" | "appearance.pose" | "appearance.skinRetouch" | "context.endorsement") | string)[];
                release_policy?: ("per_output_review" | string) | null;
                final_deliverables?: number;
                external_creation?: unknown;
            };
        };
        LicenseList: {
            /** @constant */
            object: "list";
            data: components["schemas"]["License"][];
            has_more: boolean;
            next_cursor: string | null;
        };
        Facet: {
            id: string;
            /** @constant */
            object: "facet";
            livemode: boolean;
            talent: string;
            type: ("name" | "likeness" | "voice" | "twin" | "knowledge") | string;
            label: string;
            status: ("preparing" | "ready" | "withdrawn") | string;
            modalities: (("image" | "video" | "speech" | "audio" | "text") | string)[];
            material: {
                items: number;
                updated_at: components["schemas"]["Timestamp"] | null;
            };
            provider_bindings?: {
                provider: string;
                kind: string;
                external_id: string;
                status: string;
            }[];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        Check: {
            id: string;
            /** @constant */
            object: "check";
            livemode: boolean;
            status: ("checking" | "allowed" | "denied" | "escalated") | string;
            decision: ("allow" | "deny" | "escalate") | null;
            talent: {
                talent: string;
                name: string;
                matched_by: ("name" | "explicit") | string;
                confidence: ("high" | "medium") | string;
                decision: ("allow" | "deny" | "escalate") | null;
                facets: string[];
                license: string | null;
                license_revision: string | null;
                terms_digest: components["schemas"]["Digest"] | null;
                escalation?: string | null;
            }[];
            use: {
                modality: ("image" | "video" | "speech" | "audio" | "text") | string;
                kind: ("depiction" | "impersonation" | "endorsement") | string;
                purpose: ("advertising" | "personal" | "branded content") | string;
                commercial: boolean;
                channels: (("social" | "web" | "tv" | "in_app") | string)[];
                territories: components["schemas"]["CountryCode"][];
            };
            reasons: components["schemas"]["Reason"][];
            obligations: components["schemas"]["Obligation"][];
            authorization?: {
                token: string;
                max_generations: number;
                generations_used: number;
                expires_at: components["schemas"]["Timestamp"];
            } | null;
            escalation: components["schemas"]["Escalation"] | null;
            remedy: components["schemas"]["Remedy"] | null;
            request_digest: components["schemas"]["Digest"];
            licensee: string;
            platform: string;
            session: string | null;
            receipt: string | null;
            metadata: components["schemas"]["Metadata"];
            created_at: components["schemas"]["Timestamp"];
        };
        Generation: {
            id: string;
            /** @constant */
            object: "generation";
            livemode: boolean;
            check: string | null;
            session: string | null;
            candidate_index: number | null;
            /** @enum {string} */
            status: "checking" | "allowed" | "denied" | "held" | "released" | "expired" | "withdrawn";
            decision: ("allow" | "deny" | "escalate") | null;
            artifact: {
                file?: string;
                sha256: string;
                media_type: string;
                duration_ms: number | null;
            };
            execution: {
                provider: string;
                model: string;
                job_id?: string | null;
            };
            findings: {
                term: string;
                attribute?: string;
                rule?: string;
                result: "preserved" | string;
            }[];
            unchecked_terms: (string)[];
            reasons: components["schemas"]["Reason"][];
            obligations: components["schemas"]["Obligation"][];
            escalation: components["schemas"]["Escalation"] | null;
            assurance: ("observed" | "attested") | string;
            receipt: string | null;
            c2pa: {
                label: string;
                data: {
                    receipt: string;
                    /** Format: uri */
                    verify_url: string;
                };
                soft_binding?: {
                    /** @constant */
                    label: "c2pa.soft-binding";
                    data: {
                        alg: string;
                        blocks: {
                            scope: Record<string, never>;
                            value: string;
                        }[];
                    };
                };
            } | null;
            watermark: {
                [key: string]: unknown;
            } | null;
            metadata: components["schemas"]["Metadata"];
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
        };
        GenerationSummaryList: {
            /** @constant */
            object: "list";
            data: {
                id: string;
                /** @constant */
                object: "generation_summary";
                livemode: boolean;
                check: string | null;
                /** @enum {string} */
                status: "checking" | "allowed" | "denied" | "held" | "released" | "expired" | "withdrawn";
                decision: ("allow" | "deny" | "escalate") | null;
                receipt: string | null;
                release_status: (("awaiting_release" | "released" | "declined" | "expired" | "withdrawn") | string) | null;
                created_at: components["schemas"]["Timestamp"];
            }[];
            has_more: boolean;
            next_cursor: string | null;
        };
        Receipt: {
            id: string;
            /** @constant */
            object: "receipt";
            livemode: boolean;
            kind: ("generation" | "check") | string;
            subject: string;
            /** @enum {string} */
            decision: "allow" | "deny" | "escalate";
            assurance: (("observed" | "attested") | string) | null;
            talent: string[];
            licenses: {
                talent: string;
                license: string;
                license_revision: string;
                terms_digest: components["schemas"]["Digest"];
            }[];
            request_digest: components["schemas"]["Digest"];
            jws: string;
            use_status: "permitted" | string;
            issued_at: components["schemas"]["Timestamp"];
        };
        Verification: {
            id: string;
            /** @constant */
            object: "verification";
            livemode?: boolean;
            result: ("verified" | "not_found") | string;
            method: ("manifest" | string) | null;
            match: unknown | null;
            manifest: {
                signer: string | null;
                assertion_present: boolean;
                signature_valid: boolean;
            } | null;
            receipt: components["schemas"]["Receipt"] | null;
            detail: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        Reason: {
            code: ("no_license" | "license_pending_acceptance" | "license_revoked" | "license_suspended" | "window_not_started" | "window_ended" | "terms_unreadable" | "account_not_licensee" | "material_unavailable" | "platform_not_licensed" | "facet_not_licensed" | "kind_not_licensed" | "modality_not_licensed" | "purpose_not_licensed" | "channel_not_licensed" | "territory_not_licensed" | "commercial_use_not_licensed" | "adjustment_not_licensed" | "delivery_limit_reached" | "monthly_limit_reached" | "session_not_permitted" | "talent_prohibits" | "prohibited_appearance_change" | "prohibited_endorsement" | "prohibited_custom_term" | "unsupported_rule" | "identity_not_preserved" | "prohibited_speech" | "prohibited_motion" | "narration_mismatch" | "voice_rule" | "attribute_unverifiable" | "output_unverifiable" | "provenance_failed" | "authority_changed" | "ambiguous_talent" | "renewal_missed" | "sample_missed" | "review_required" | "unverifiable_request" | "evaluation_unavailable" | "hold_expired" | "review_declined" | "review_expired") | string;
            stage: ("check" | "generation" | "session") | string;
            talent?: string | null;
            term?: (string) | null;
            sentence: string;
        };
        Obligation: ({
            /** @constant */
            type: "generation_check";
            required: "all" | string;
        } | {
            /** @constant */
            type: "hold_until_release";
            reviewer: "talent" | string;
        } | ({
            /** @constant */
            type: "draft_watermark";
        } & {
            [key: string]: unknown;
        }) | {
            /** @constant */
            type: "generation_instructions";
            instructions: string[];
            term: string;
        } | {
            /** @constant */
            type: "disclosure";
            level: ("brand" | "licensed") | string;
            placement: ("both" | "metadata") | string;
            text: string;
        } | ({
            /** @constant */
            type: "attribution";
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "c2pa_manifest";
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "no_training";
            material?: unknown;
            outputs?: unknown;
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "delete_material";
        } & {
            [key: string]: unknown;
        }) | {
            /** @constant */
            type: "usage_report";
            units: ("placements" | "seconds") | string;
            /** Format: duration */
            within: string;
        }) | ({
            type: string;
        } & {
            [key: string]: unknown;
        });
        Remedy: (({
            /** @constant */
            type: "license_request";
            check?: string;
            talent?: string;
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "license_change";
            license: string;
            talent: string;
            suggested_scope: {
                facets?: string[];
                modalities?: (("image" | "video" | "speech" | "audio" | "text") | string)[];
                kinds?: ("depiction" | string)[];
                purposes?: ("advertising" | string)[];
                commercial?: boolean;
                channels?: (("social" | "web" | "tv") | string)[];
                territories?: (components["schemas"]["CountryCode"] | "WW")[];
                window?: {
                    starts_at: components["schemas"]["Timestamp"];
                    ends_at: components["schemas"]["Timestamp"];
                    time_zone: string;
                };
                adjustments?: {
                    reframe?: boolean;
                    background_extension?: boolean;
                    lighting?: boolean;
                    text_overlay?: boolean;
                    body_and_age?: boolean;
                    expression?: boolean;
                    hair?: boolean;
                    pose?: boolean;
                    wardrobe?: boolean;
                    objects?: boolean;
                    skin_retouch?: boolean;
                    endorsement?: boolean;
                };
                prohibited_changes?: (("reframe" | "background_extension" | "lighting" | "text_overlay" | "body_and_age" | "expression" | "hair" | "pose" | "wardrobe" | "objects" | "skin_retouch" | "endorsement") | string)[];
                required_attributes?: (("identity.samePerson" | "appearance.bodyAndAge" | "appearance.expression" | "appearance.hair" | "appearance.pose" | "appearance.skinRetouch" | "context.endorsement") | string)[];
                rules?: {
                    never: string[];
                    always: string[];
                    brief: string | null;
                };
                release_policy?: ("per_output_review" | string) | null;
                escalation_window?: string | null;
                final_deliverables?: number;
                sessions?: {
                    permitted: boolean;
                };
                material_access?: unknown[];
                platforms?: {
                    mode: ("any_connected" | "accounts") | string;
                    accounts: string[];
                };
                sublicense?: "none" | string;
                training?: "prohibited" | string;
                disclosure?: "brand" | string;
                attribution?: string | null;
                post_revocation?: {
                    policy: "retain" | string;
                };
                exclusivity?: {
                    exclusive: boolean;
                    category: string | null;
                };
                conflicts?: unknown[];
                compensation?: {
                    type: "per_unit" | string;
                    per_unit?: {
                        units: "placements" | string;
                        rate: {
                            amount: number;
                            currency: string;
                        };
                        per: number;
                    };
                    minimum?: {
                        amount: number;
                        currency: string;
                    };
                    schedule: "monthly" | string;
                };
            };
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "disambiguate";
        } & {
            [key: string]: unknown;
        }) | ({
            /** @constant */
            type: "retry_with_hold";
        } & {
            [key: string]: unknown;
        })) | ({
            type: string;
        } & {
            [key: string]: unknown;
        });
        Escalation: {
            id: string;
            /** @constant */
            object?: "escalation";
            reason: ("release_review" | "judgment" | "unverifiable" | "evaluation_unavailable") | string;
            reviewer: "talent" | string;
            status: ("open" | "allowed") | string;
            expires_at: components["schemas"]["Timestamp"];
            resolved_at: components["schemas"]["Timestamp"] | null;
            note: string | null;
        };
        Discovery: {
            /** Format: uri */
            issuer: string;
            /** @constant */
            protocol: "tlp";
            protocol_versions: string[];
            /** Format: uri */
            api_base: string;
            api_versions: string[];
            /** Format: uri */
            jwks_uri: string;
            /** Format: uri */
            check_endpoint: string;
            /** Format: uri */
            generation_endpoint: string;
            /** Format: uri */
            session_endpoint?: string;
            /** Format: uri */
            verification_endpoint: string;
            /** Format: uri-template */
            receipt_endpoint: string;
            /** Format: uri */
            revocation_feed?: string;
            /** Format: uri */
            talent_index?: string;
            /** Format: uri */
            authorization_endpoint?: string;
            /** Format: uri */
            token_endpoint?: string;
            /** Format: uri */
            introspection_endpoint?: string;
            /** Format: uri */
            mcp_endpoint?: string;
            /** Format: uri */
            soft_binding_resolution_api?: string;
            /** Format: uri-template */
            receipt_page: string;
            token_types: (("tlp-auth+jwt" | "tlp-session+jwt" | "tlp-receipt+jwt") | string)[];
            obligation_types: (("generation_check" | "hold_until_release" | "draft_watermark" | "generation_instructions" | "disclosure" | "attribution" | "c2pa_manifest" | "no_training" | "delete_material" | "usage_report") | string)[];
            c2pa_assertion_label: string;
        };
        Jwks: {
            keys: {
                /** @constant */
                kty: "EC";
                /** @constant */
                crv: "P-256";
                kid: string;
                /** @constant */
                use: "sig";
                /** @constant */
                alg: "ES256";
                x: string;
                y: string;
            }[];
        };
        /** @description RFC 9457 problem details. Branch on `code`, then on `status`. `type` is `<origin>/docs/errors/<code>`. */
        Problem: {
            type: string;
            title: string;
            status: number;
            /**
             * @description - `invalid_request` (400): The request could not be read: its body is not JSON, not a JSON object, or the request itself is malformed.
             *     - `parameter_missing` (400): A required field is absent; `param` names it.
             *     - `parameter_invalid` (400): A field, query parameter or header has a value that is not allowed; `param` names it.
             *     - `unsupported_modality` (400): The modality asked for is not offered for this use.
             *     - `unsupported_media_type` (400): The artifact has a media type this server does not accept, or one that is not of its check’s modality.
             *     - `media_unreadable` (400): The artifact bytes cannot be decoded as the declared media type.
             *     - `version_unsupported` (400): The `Service-Version` header names a version this server does not know.
             *     - `authorization_code_invalid` (400): An OAuth authorization code is unknown, expired, already used, or does not match its verifier or redirect URI.
             *     - `authentication_required` (401): The operation needs a secret key and none was sent.
             *     - `invalid_api_key` (401): The key sent is not a known, unrevoked key.
             *     - `token_invalid` (401): A signed token failed its signature, audience or expiry check.
             *     - `insufficient_scope` (403): The restricted key lacks a scope the operation needs; `detail` names it.
             *     - `account_not_connected` (403): The call acts for another account (`Service-Account`) without an active connection covering it.
             *     - `mandate_required` (403): A representative acted for a talent without a mandate covering the action.
             *     - `livemode_mismatch` (403): The key's mode differs from the object's or the operation's mode.
             *     - `live_not_activated` (403): Live checks and generations are built but live signing is not activated for this service.
             *     - `platform_not_permitted` (403): The license named explicitly in the check excludes the calling platform.
             *     - `resource_not_found` (404): No such object for this account and mode, or no such operation.
             *     - `idempotency_key_in_use` (409, retry): The first request with this Idempotency-Key is still running.
             *     - `generation_already_submitted` (409): This candidate of the check already has a generation.
             *     - `authorization_consumed` (409): The check's authorization has no generations left (`max_generations` reached).
             *     - `check_not_allowed` (409): The check's decision is not `allow`.
             *     - `check_expired` (409): The check's authorization has expired.
             *     - `escalation_closed` (409): The escalation was already resolved, expired or cancelled.
             *     - `license_draft_closed` (409): The license draft was already signed, declined, discarded or expired.
             *     - `invalid_state_transition` (409): The object's status does not allow the action.
             *     - `session_not_active` (409): The session has ended or was terminated.
             *     - `payload_too_large` (413): The request body, or the text of a check, is over the limit.
             *     - `idempotency_key_reused` (422): The Idempotency-Key was used before with another body or another endpoint.
             *     - `artifact_digest_mismatch` (422): The artifact bytes do not have the SHA-256 declared in `artifact.sha256`.
             *     - `rate_limited` (429, retry): A rate limit was exceeded; nothing ran.
             *     - `internal_error` (500, retry): An unexpected failure on the server.
             *     - `service_unavailable` (503, retry): The service is temporarily unavailable.
             *     - `evaluation_timeout` (504, retry): A verification did not finish in time.
             *     - `upgrade_required` (426): The session stream is a WebSocket; a plain HTTP request cannot open it. The protocol gives this answer a status (426) and no code; this server names it `upgrade_required`.
             *     - `request_timeout` (408, retry): The request did not arrive in time: its headers, or its body, came too slowly. The protocol has no code for it; this server names it `request_timeout` (408).
             * @enum {string}
             */
            code: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_modality" | "unsupported_media_type" | "media_unreadable" | "version_unsupported" | "authorization_code_invalid" | "authentication_required" | "invalid_api_key" | "token_invalid" | "insufficient_scope" | "account_not_connected" | "mandate_required" | "livemode_mismatch" | "live_not_activated" | "platform_not_permitted" | "resource_not_found" | "idempotency_key_in_use" | "generation_already_submitted" | "authorization_consumed" | "check_not_allowed" | "check_expired" | "escalation_closed" | "license_draft_closed" | "invalid_state_transition" | "session_not_active" | "payload_too_large" | "idempotency_key_reused" | "artifact_digest_mismatch" | "rate_limited" | "internal_error" | "service_unavailable" | "evaluation_timeout" | "upgrade_required" | "request_timeout";
            request_id: string;
            detail?: string;
            param?: string;
            /** Format: uri */
            doc_url?: string;
        };
        ApiKey: {
            id: string;
            /** @constant */
            object: "api_key";
            /** @constant */
            livemode: false;
            /** @description The secret, shown once: an idempotent replay of the creation answers without it. */
            secret?: string;
            scopes: ("talent:read" | "licenses:read" | "licenses:write" | "license_requests:write" | "license_drafts:write" | "mandates:read" | "escalations:write" | "files:write" | "checks:write" | "generations:write" | "generations:read" | "sessions:write" | "revocations:write" | "revocations:read" | "usage:write" | "usage:read" | "statements:read" | "statements:write" | "webhooks:manage" | "events:read")[];
            created_at: components["schemas"]["Timestamp"];
        };
        TestClock: {
            /** @constant */
            object: "test_clock";
            account: string;
            now: components["schemas"]["Timestamp"];
            offset_seconds: number;
        };
        Health: {
            /** @enum {string} */
            status: "alive" | "ready";
        };
        SoftBindingAlgList: {
            watermarks: {
                alg: string;
            }[];
            fingerprints: {
                alg: string;
            }[];
        };
        SoftBindingQueryResult: {
            matches: {
                manifestId: string;
                similarityScore: number;
            }[];
        };
        CheckCreateRequest: {
            inputs: {
                /** @enum {string} */
                role: "prompt";
                text: string;
            }[];
            use: {
                /** @enum {string} */
                modality: "image" | "video" | "speech" | "audio" | "text";
                /** @enum {string} */
                kind: "depiction" | "impersonation" | "endorsement";
                /** @enum {string} */
                purpose: "advertising" | "personal" | "branded content";
                commercial: boolean;
                channels: ("social" | "web" | "tv" | "in_app")[];
                territories: components["schemas"]["CountryCode"][];
            };
            execution: {
                provider: string;
                model: string;
                candidates?: number;
                job_id?: string;
            };
            license?: string;
            talent?: string[];
            exclude_talent?: string[];
            facet?: string;
            /** @enum {string} */
            on_escalate?: "deny" | "hold";
            metadata?: components["schemas"]["Metadata"];
        };
        GenerationCreateRequest: {
            check: string;
            candidate_index?: number;
            artifact: {
                /** Format: base64 */
                data?: string;
                sha256: string;
                media_type: string;
            };
            execution: {
                provider: string;
                model: string;
                job_id?: string;
            };
            candidates?: number;
            c2pa_signer?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        VerificationCreateRequest: {
            receipt?: string;
            sha256?: string;
        };
        SoftBindingQuery: {
            alg: string;
            value: string;
        };
        ApiKeyCreateRequest: {
            scopes: ("talent:read" | "licenses:read" | "licenses:write" | "license_requests:write" | "license_drafts:write" | "mandates:read" | "escalations:write" | "files:write" | "checks:write" | "generations:write" | "generations:read" | "sessions:write" | "revocations:write" | "revocations:read" | "usage:write" | "usage:read" | "statements:read" | "statements:write" | "webhooks:manage" | "events:read")[];
        };
        ClockAdvanceRequest: {
            seconds: number;
        };
        CheckResolveRequest: {
            /** @enum {string} */
            decision: "allow" | "deny";
            note?: string;
        };
        ReviewNoteRequest: {
            note?: string;
        };
        EmptyRequest: Record<string, never>;
    };
    responses: never;
    parameters: {
        /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
        ServiceVersion: string;
        /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
        IdempotencyKey: string;
        /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
        ServiceAccount: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's ID (`req_…`); equals `request_id` of an error body. */
        "Request-Id": string;
        /** @description The dated version this request was served with (the header sent, else the account's pinned version). */
        "Service-Version": "2026-10-15";
        /** @description Remaining quota of the policy: `"<policy>";r=<remaining>;t=<seconds until reset>` (absent when rate limits are off). */
        RateLimit: string;
        /** @description The policy: `"<policy>";q=<requests>;w=<window seconds>` (absent when rate limits are off). */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
        "Retry-After": string;
        /** @description `true` when this answer is the stored answer of an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description The authentication scheme: `Bearer`. */
        "WWW-Authenticate": string;
        /** @description How long the document may be cached. */
        "Cache-Control": string;
        /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
        "Access-Control-Allow-Origin": "*";
        /** @description Public routes only: the headers a page on another origin may read. */
        "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
        /** @description The route's methods. */
        "Access-Control-Allow-Methods": string;
        /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
        "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
        /** @description Seconds a browser may keep this preflight answer. */
        "Access-Control-Max-Age": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getDiscovery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discovery document. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discovery"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this server. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is ready. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listLicenses: {
        parameters: {
            query?: {
                /** @description Whose licenses: held (`licensee`) or issued (`issuer`). */
                role?: "licensee" | "issuer";
                /** @description Only licenses of this talent. */
                talent?: string;
                /** @description Only licenses of this status; `void` (revoked) is accepted in live mode only. */
                status?: "active" | "pending" | "suspended" | "void";
                /** @description Page size, 1 to 100. */
                limit?: number;
                /** @description `next_cursor` of the previous page, with the same filters. */
                cursor?: string;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of licenses. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseList"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path: {
                /** @description The license's ID. */
                license_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The license. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getFacet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path: {
                /** @description The facet's ID (from a license's `scope.facets` or a check's talent entry). */
                facet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facet. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Facet"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckCreateRequest"];
            };
        };
        responses: {
            /** @description The decided check. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            /** @description Live only: the evaluation has not finished (`status: checking`, `decision: null`); retry with the same key and body after `Retry-After`. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`unsupported_modality`](/docs/errors/unsupported_modality): Unsupported modality; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_modality" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`live_not_activated`](/docs/errors/live_not_activated): Live mode not activated; [`platform_not_permitted`](/docs/errors/platform_not_permitted): Platform not permitted */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "live_not_activated" | "platform_not_permitted";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path: {
                /** @description The check's ID. */
                check_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listGenerations: {
        parameters: {
            query?: {
                /** @description Only outputs counted against this license (held or issued). */
                license?: string;
                /** @description Only outputs of this check. */
                check?: string;
                /** @description Only outputs awaiting the talent's release. */
                release_status?: "awaiting_release";
                /** @description Page size, 1 to 100. */
                limit?: number;
                /** @description `next_cursor` of the previous page, with the same filters. */
                cursor?: string;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of generation summaries. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationSummaryList"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerationCreateRequest"];
            };
        };
        responses: {
            /** @description The decided (or held) generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description The decision is pending (`status: checking`); read the generation after `Retry-After`. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`unsupported_media_type`](/docs/errors/unsupported_media_type): Unsupported media type; [`media_unreadable`](/docs/errors/media_unreadable): Media unreadable; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_media_type" | "media_unreadable" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch; [`live_not_activated`](/docs/errors/live_not_activated): Live mode not activated */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch" | "live_not_activated";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`generation_already_submitted`](/docs/errors/generation_already_submitted): Generation already submitted; [`authorization_consumed`](/docs/errors/authorization_consumed): Authorization consumed; [`check_not_allowed`](/docs/errors/check_not_allowed): Check not allowed; [`check_expired`](/docs/errors/check_expired): Check expired */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "generation_already_submitted" | "authorization_consumed" | "check_not_allowed" | "check_expired";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused; [`artifact_digest_mismatch`](/docs/errors/artifact_digest_mismatch): Artifact digest mismatch */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused" | "artifact_digest_mismatch";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
            };
            path: {
                /** @description The generation's ID. */
                generation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    withdrawGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description The `acct_` ID of a connected licensee to act for (planned: naming another account answers 403 `account_not_connected`). */
                "Service-Account"?: components["parameters"]["ServiceAccount"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The generation's ID. */
                generation_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The withdrawn generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                /** @description The receipt's ID. */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The receipt's ID. */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationCreateRequest"];
            };
        };
        responses: {
            /** @description The verification. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`evaluation_timeout`](/docs/errors/evaluation_timeout): Evaluation timeout */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "evaluation_timeout";
                        /** @constant */
                        status?: 504;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCreateVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getSupportedBindings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The algorithms. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftBindingAlgList"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetSupportedBindings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    queryByBinding: {
        parameters: {
            query: {
                /** @description The soft binding algorithm, from the C2PA soft binding algorithm list: `io.iscc.v0` (the ISCC Image-Code, a fingerprint), the one this service resolves. */
                alg: string;
                /** @description The soft binding's value, base64 (percent-encode `+`, `/` and `=`; a `+` sent as a space is read as `+`). */
                value: string;
                /** @description The most matches to answer (default 10). */
                maxResults?: number;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, nearest first (none: an empty list). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftBindingQueryResult"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    queryByLargeBinding: {
        parameters: {
            query?: {
                /** @description The most matches to answer (default 10). */
                maxResults?: number;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SoftBindingQuery"];
            };
        };
        responses: {
            /** @description The matches, nearest first (none: an empty list). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftBindingQueryResult"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightQueryByLargeBinding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    queryByContent: {
        parameters: {
            query?: {
                /** @description The soft binding algorithm, from the C2PA soft binding algorithm list: `io.iscc.v0` (the ISCC Image-Code, a fingerprint), the one this service resolves. Default `io.iscc.v0`. */
                alg?: string;
                /** @description The most matches to answer (default 10). */
                maxResults?: number;
                /** @description Another soft binding algorithm to aid the query: accepted, not used. */
                hintAlg?: string;
                /** @description That algorithm's value: accepted, not used. */
                hintValue?: string;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The image to match. */
        requestBody: {
            content: {
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
                "image/avif": string;
            };
        };
        responses: {
            /** @description The matches, nearest first (none: an empty list). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoftBindingQueryResult"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`unsupported_media_type`](/docs/errors/unsupported_media_type): Unsupported media type; [`media_unreadable`](/docs/errors/media_unreadable): Media unreadable; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_media_type" | "media_unreadable" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightQueryByContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getManifestById: {
        parameters: {
            query?: {
                /** @description Only the active manifest: the store holds that one manifest either way. */
                returnActiveManifest?: boolean;
            };
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
            };
            path: {
                /** @description The manifest ID of a match (`urn:c2pa:` and a UUID). */
                manifest_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest store. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/c2pa": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetManifestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manifest ID of a match (`urn:c2pa:` and a UUID). */
                manifest_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createRestrictedKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description The key, with its secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description The account's clock. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    suspendLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The license's ID. */
                license_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The license. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    resumeLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The license's ID. */
                license_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The license. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeLicense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The license's ID. */
                license_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The license. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    resolveCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The check's ID. */
                check_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckResolveRequest"];
            };
        };
        responses: {
            /** @description The resolved check. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Check"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`escalation_closed`](/docs/errors/escalation_closed): Escalation closed; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "escalation_closed" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    releaseGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The generation's ID. */
                generation_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewNoteRequest"];
            };
        };
        responses: {
            /** @description The generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    declineGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The generation's ID. */
                generation_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewNoteRequest"];
            };
        };
        responses: {
            /** @description The generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    expireGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Dated version of the API for this request; without it, the account's pinned version (`api_version` of GET /v1/account). Current: `2026-10-15`. An unknown version is 400 `version_unsupported`. */
                "Service-Version"?: components["parameters"]["ServiceVersion"];
                /** @description Makes the POST safe to retry: the same key with the same body within 24 hours replays the first answer (status, body and object ID) without running again. Send one on every POST, and keep it across retries. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The generation's ID. */
                generation_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyRequest"];
            };
        };
        responses: {
            /** @description The generation. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Generation"];
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request; [`parameter_missing`](/docs/errors/parameter_missing): Missing parameter; [`parameter_invalid`](/docs/errors/parameter_invalid): Invalid parameter; [`version_unsupported`](/docs/errors/version_unsupported): Unsupported version */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request" | "parameter_missing" | "parameter_invalid" | "version_unsupported";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`authentication_required`](/docs/errors/authentication_required): Authentication required; [`invalid_api_key`](/docs/errors/invalid_api_key): Invalid API key */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "authentication_required" | "invalid_api_key";
                        /** @constant */
                        status?: 401;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`insufficient_scope`](/docs/errors/insufficient_scope): Insufficient scope; [`account_not_connected`](/docs/errors/account_not_connected): Account not connected; [`livemode_mismatch`](/docs/errors/livemode_mismatch): Mode mismatch */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "account_not_connected" | "livemode_mismatch";
                        /** @constant */
                        status?: 403;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`request_timeout`](/docs/errors/request_timeout): Request timeout */
            408: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "request_timeout";
                        /** @constant */
                        status?: 408;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_in_use`](/docs/errors/idempotency_key_in_use): Idempotency key in use; [`invalid_state_transition`](/docs/errors/invalid_state_transition): Invalid state transition */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_in_use" | "invalid_state_transition";
                        /** @constant */
                        status?: 409;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`payload_too_large`](/docs/errors/payload_too_large): Payload too large */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`idempotency_key_reused`](/docs/errors/idempotency_key_reused): Idempotency key reused */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                        /** @constant */
                        status?: 422;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`rate_limited`](/docs/errors/rate_limited): Rate limited */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Service-Version": components["headers"]["Service-Version"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getLicenseRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                license_request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    resendEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                connection_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    renewSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    submitSessionSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listRevocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthIntrospect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthResourceMetadataRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    oauthResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_files: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_usage_records: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_statements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_mandates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_license_drafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_license_requests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_escalations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_talent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    planned_resolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    openSessionStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`upgrade_required`](/docs/errors/upgrade_required): Upgrade required */
            426: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "upgrade_required";
                        /** @constant */
                        status?: 426;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getVerifierPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, or where to start (JSON). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getVerifierPageIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links to start from. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiIndexSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links to start from. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getFaviconIco: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getFavicon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReceiptPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The receipt's ID (anything else is answered 404). */
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, which verifies the receipt in the browser. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found; for a browser (Accept naming `text/html`), the page saying so */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                    "text/html": string;
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getPageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReceiptPageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmbedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmbedChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmbedDemoFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's name. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listSamples: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getTrustAnchors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificates. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-pem-file": unknown;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmbedDemoPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page, rendered from /openapi.json. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReferenceSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page, rendered from /openapi.json. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetReferenceSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReferenceRenderer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getReferenceScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getErrorIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetErrorIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getErrorPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An error code. */
                code: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_modality" | "unsupported_media_type" | "media_unreadable" | "version_unsupported" | "authorization_code_invalid" | "authentication_required" | "invalid_api_key" | "token_invalid" | "insufficient_scope" | "account_not_connected" | "mandate_required" | "livemode_mismatch" | "live_not_activated" | "platform_not_permitted" | "resource_not_found" | "idempotency_key_in_use" | "generation_already_submitted" | "authorization_consumed" | "check_not_allowed" | "check_expired" | "escalation_closed" | "license_draft_closed" | "invalid_state_transition" | "session_not_active" | "payload_too_large" | "idempotency_key_reused" | "artifact_digest_mismatch" | "rate_limited" | "internal_error" | "service_unavailable" | "evaluation_timeout" | "upgrade_required" | "request_timeout";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetErrorPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An error code. */
                code: "invalid_request" | "parameter_missing" | "parameter_invalid" | "unsupported_modality" | "unsupported_media_type" | "media_unreadable" | "version_unsupported" | "authorization_code_invalid" | "authentication_required" | "invalid_api_key" | "token_invalid" | "insufficient_scope" | "account_not_connected" | "mandate_required" | "livemode_mismatch" | "live_not_activated" | "platform_not_permitted" | "resource_not_found" | "idempotency_key_in_use" | "generation_already_submitted" | "authorization_consumed" | "check_not_allowed" | "check_expired" | "escalation_closed" | "license_draft_closed" | "invalid_state_transition" | "session_not_active" | "payload_too_large" | "idempotency_key_reused" | "artifact_digest_mismatch" | "rate_limited" | "internal_error" | "service_unavailable" | "evaluation_timeout" | "upgrade_required" | "request_timeout";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route is open to pages on any origin. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Public routes only: `*`, any origin may read the answer (errors included), never with credentials. Absent when the request carries `Authorization`, and on every key-authenticated route. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The route's methods. */
                    "Access-Control-Allow-Methods": string;
                    /** @description The request headers a page may send; never `Authorization` (keys never belong in a browser). */
                    "Access-Control-Allow-Headers": "Content-Type, Service-Version, Idempotency-Key";
                    /** @description Public routes only: the headers a page on another origin may read. */
                    "Access-Control-Expose-Headers": "Request-Id, RateLimit, RateLimit-Policy, Retry-After";
                    /** @description Seconds a browser may keep this preflight answer. */
                    "Access-Control-Max-Age": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`resource_not_found`](/docs/errors/resource_not_found): Not found */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "resource_not_found";
                        /** @constant */
                        status?: 404;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getSiteStylesheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stylesheet. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            /** @description [`invalid_request`](/docs/errors/invalid_request): Invalid request */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "invalid_request";
                        /** @constant */
                        status?: 400;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`internal_error`](/docs/errors/internal_error): Internal error */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description [`service_unavailable`](/docs/errors/service_unavailable): Service unavailable */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    /** @description Seconds to wait before retrying (on 429, 503, 409 `idempotency_key_in_use` and 202 pending answers). */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        /** @enum {unknown} */
                        code?: "service_unavailable";
                        /** @constant */
                        status?: 503;
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
}
