import { z } from 'zod';
import { apiVersion, openEnum, timestamp } from './common.js';
import { webhookEndpointId } from './ids.js';
import { eventType } from './webhook-event.js';

/** A webhook signing secret `whsec_<base64>` (Events > Signature). */
export const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, { error: 'Expected whsec_ followed by a base64 secret' });

/**
 * Webhook endpoint object (Resources > Event and webhook endpoint; planned). `secret` is returned only on
 * creation and on secret rotation; `status` shows `enabled` (an endpoint can be disabled).
 */
export const webhookEndpoint = z.object({
  id: webhookEndpointId,
  object: z.literal('webhook_endpoint'),
  livemode: z.boolean(),
  url: z.url({ protocol: /^https$/ }),
  events: z.array(z.union([z.literal('*'), eventType])),
  status: openEnum(['enabled', 'disabled']),
  api_version: apiVersion,
  connected: z.boolean(),
  secret: webhookSecret.optional(),
  created_at: timestamp,
  description: z.string().optional(),
});

export type WebhookSecret = z.infer<typeof webhookSecret>;
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
