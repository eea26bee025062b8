import { z } from 'zod';
import { type Operation, operation } from '../http/operation.js';

/** Resources under `/v1` that the spec lists as planned and unavailable in both modes. */
export const PLANNED_V1 = [
  'sessions',
  'events',
  'webhook_endpoints',
  'connections',
  'files',
  'usage_records',
  'statements',
  'mandates',
  'license_drafts',
  'license_requests',
  'revocations',
  'escalations',
  'talent',
  'resolutions',
] as const;

/** Routes at the origin root that are planned (OAuth, the agent tool server and their metadata). */
export const PLANNED_ROOT = [
  '/oauth/*',
  '/mcp',
  '/mcp/*',
  '/.well-known/oauth-authorization-server',
  '/.well-known/oauth-authorization-server/*',
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/*',
] as const;

/**
 * Planned operations of the protocol whose method and path it shows: each answers 404 `resource_not_found`
 * with title "Operation not available", without asking for a key.
 */
const PLANNED: Array<[Operation['method'], string, string, string]> = [
  ['get', '/v1/license_requests/{license_request_id}', 'getLicenseRequest', 'Retrieve a license request'],
  ['get', '/v1/events', 'listEvents', 'List events, oldest first'],
  ['get', '/v1/events/{event_id}', 'getEvent', 'Retrieve an event'],
  ['post', '/v1/events/{event_id}/resend', 'resendEvent', 'Resend an event'],
  ['post', '/v1/webhook_endpoints', 'createWebhookEndpoint', 'Create a webhook endpoint'],
  ['post', '/v1/webhook_endpoints/{endpoint_id}', 'updateWebhookEndpoint', 'Update a webhook endpoint'],
  [
    'post',
    '/v1/webhook_endpoints/{endpoint_id}/rotate_secret',
    'rotateWebhookSecret',
    "Rotate a webhook endpoint's secret",
  ],
  ['post', '/v1/connections', 'createConnection', 'Connect a licensee (redeem an OAuth code)'],
  ['delete', '/v1/connections/{connection_id}', 'deleteConnection', 'Revoke a connection'],
  ['post', '/v1/sessions', 'createSession', 'Start a live session'],
  ['get', '/v1/sessions/{session_id}', 'getSession', 'Retrieve a session'],
  ['post', '/v1/sessions/{session_id}/renew', 'renewSession', 'Renew a session token'],
  ['post', '/v1/sessions/{session_id}/samples', 'submitSessionSample', 'Submit a session sample'],
  ['get', '/v1/revocations', 'listRevocations', 'Read the revocation feed'],
  ['get', '/oauth/authorize', 'oauthAuthorize', 'OAuth authorization'],
  ['post', '/oauth/token', 'oauthToken', 'OAuth token'],
  ['post', '/oauth/register', 'oauthRegister', 'OAuth dynamic client registration'],
  ['post', '/oauth/introspect', 'oauthIntrospect', 'OAuth token introspection'],
  ['post', '/oauth/revoke', 'oauthRevoke', 'OAuth token revocation'],
  [
    'get',
    '/.well-known/oauth-authorization-server',
    'oauthServerMetadata',
    'OAuth authorization server metadata',
  ],
  ['get', '/.well-known/oauth-protected-resource', 'oauthResourceMetadataRoot', 'OAuth resource metadata'],
  [
    'get',
    '/.well-known/oauth-protected-resource/mcp',
    'oauthResourceMetadata',
    'OAuth protected resource metadata of the agent tool server',
  ],
  ['post', '/mcp', 'mcp', 'Agent tool server (streamable HTTP)'],
];

export const SESSION_STREAM = operation({
  method: 'get',
  route: '/v1/sessions/:session_id/stream',
  operationId: 'openSessionStream',
  summary: 'Session stream (WebSocket, planned)',
  description:
    'A WebSocket (`wss://<host>/v1/sessions/{session_id}/stream`, subprotocol `tlp.session.v1`). A plain HTTP request answers 426 `upgrade_required` with `Upgrade: websocket`; an upgrade request answers the planned 404, since sessions cannot be created yet.',
  tag: 'Planned',
  access: 'public',
  path: z.object({ session_id: z.string() }),
  ok: {},
  errors: ['resource_not_found', 'upgrade_required'],
  planned: true,
});

const AVAILABLE_LATER =
  'Planned, not available yet: answers 404 `resource_not_found` with title "Operation not available", whatever the key.';

/** A planned operation: no key, 404 `resource_not_found` "Operation not available", whatever is sent. */
function planned(
  method: Operation['method'],
  route: string,
  operationId: string,
  summary: string,
  description: string,
): Operation {
  return operation({
    method,
    route,
    operationId,
    summary: `${summary} (planned)`,
    description,
    tag: 'Planned',
    access: 'public',
    path: z.object(Object.fromEntries([...route.matchAll(/\{([a-z_]+)\}/g)].map((m) => [m[1]!, z.string()]))),
    ok: {},
    errors: ['resource_not_found'],
    planned: true,
  });
}

/** The planned operations as declarations: the table above, the root of every other planned resource, the session stream. */
export function plannedOperations(): Operation[] {
  const ops = PLANNED.map(([method, route, operationId, summary]) =>
    planned(method, route, operationId, summary, AVAILABLE_LATER),
  );
  // Resources the protocol names without fixing their operations' methods and paths: the root of each
  // answers the planned 404 (so does any path under it, and any method).
  const listed = new Set(PLANNED.map(([, route]) => route));
  for (const resource of PLANNED_V1) {
    const route = `/v1/${resource}`;
    if (listed.has(route)) continue;
    ops.push(
      planned(
        'get',
        route,
        `planned_${resource}`,
        resource.replace(/_/g, ' '),
        `Planned, not available yet: \`${route}\` and every path under it answer 404 \`resource_not_found\` with title "Operation not available", with any method and whatever the key. The protocol does not fix these operations' methods and paths yet.`,
      ),
    );
  }
  ops.push(SESSION_STREAM);
  return ops;
}
