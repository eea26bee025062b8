import { answer, operation } from '../http/operation.js';

export const GET_LIVENESS = operation({
  method: 'get',
  route: '/livez',
  operationId: 'getLiveness',
  summary: 'Liveness: the process answers',
  description:
    'For a load balancer or an orchestrator: 200 `{"status":"alive"}` whenever the process can answer at all. No key, no rate limit, never cached (docs/running.md).',
  tag: 'Health',
  access: 'public',
  ok: { '200': answer('Health', 'The process is alive.', ['Cache-Control']) },
});

export const GET_READINESS = operation({
  method: 'get',
  route: '/readyz',
  operationId: 'getReadiness',
  summary: 'Readiness: the process may take requests',
  description:
    'For a load balancer: 200 `{"status":"ready"}` when the database is open, migrated and seeded, the signing keys are loaded, the database answers a query within 1 s and the process is not stopping; otherwise 503 `service_unavailable` with `Retry-After`, its `detail` naming the reason. On SIGTERM it turns 503 at once, before the process stops accepting connections (`TLP_DRAIN_GRACE_MS`). No key, no rate limit, never cached (docs/running.md).',
  tag: 'Health',
  access: 'public',
  ok: { '200': answer('Health', 'The process is ready.', ['Cache-Control']) },
});

export const HEALTH_OPERATIONS = [GET_LIVENESS, GET_READINESS];
