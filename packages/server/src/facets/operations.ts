import { facetId } from '@tlp/core/schemas';
import { z } from 'zod';
import { answer, operation } from '../http/operation.js';
import { idParam } from '../ids.js';

export const GET_FACET = operation({
  method: 'get',
  route: `/v1/facets/${idParam('facet_id', 'fct')}`,
  operationId: 'getFacet',
  summary: 'Retrieve a facet (test mode)',
  tag: 'Licenses',
  access: 'test-key',
  scopes: ['talent:read'],
  path: z.object({
    facet_id: facetId.describe("The facet's ID (from a license's `scope.facets` or a check's talent entry)."),
  }),
  ok: { '200': answer('Facet', 'The facet.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});
