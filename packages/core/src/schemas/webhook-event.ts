import { z } from 'zod';
import { apiVersion, openEnum, timestamp } from './common.js';
import { accountId, eventId } from './ids.js';

/**
 * The event types the spec shows (Events > Event types seen; `statement.*` names a family whose members are
 * not shown). The full list of 33 types is not shown.
 */
export const eventTypes = [
  'license.issued',
  'license.accepted',
  'license.revised',
  'license.revision_pending',
  'license.revision_declined',
  'license.suspended',
  'license.resumed',
  'license.revoked',
  'license.expired',
  'license.declined',
  'check.resolved',
  'generation.allowed',
  'generation.denied',
  'generation.released',
  'escalation.created',
  'license_request.created',
  'revocation.created',
  'session.terminated',
  'connection.created',
  'connection.revoked',
  'webhook_endpoint.disabled',
] as const;

/** An event type (Events); tolerates the types not shown and new ones (event types arrive without a version). */
export const eventType = openEnum(eventTypes);

/**
 * Event envelope, as delivered to a webhook endpoint and read from GET /events (Events > Event envelope). The
 * payload shape per type is not shown: `data.object` is any object, `data.previous_attributes` any map.
 */
export const event = z.object({
  id: eventId,
  object: z.literal('event'),
  type: eventType,
  api_version: apiVersion,
  livemode: z.boolean(),
  account: accountId.nullable(),
  sequence: z.number().int().nonnegative(),
  created_at: timestamp,
  data: z.object({
    object: z.record(z.string(), z.unknown()),
    previous_attributes: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type EventType = z.infer<typeof eventType>;
export type Event = z.infer<typeof event>;

/** Alias of `event` that does not shadow the DOM's `Event` (Events > Event envelope). */
export const webhookEvent = event;
export type WebhookEvent = Event;
