import { licenseId, licenseListQuery, talentId } from '@tlp/core/schemas';
import { z } from 'zod';
import { PAGE_QUERY } from '../http/list/index.js';
import { answer, operation } from '../http/operation.js';
import { idParam } from '../ids.js';
import { LICENSE_STATUSES } from './licenses.js';

export const LICENSE_ID = idParam('license_id', 'lic');

/** The query of GET /v1/licenses: every parameter it takes, with its form and what it does. */
export const licenseQuery = z.strictObject({
  role: licenseListQuery.shape.role.describe('Whose licenses: held (`licensee`) or issued (`issuer`).'),
  talent: talentId.optional().describe('Only licenses of this talent.'),
  status: z
    .enum(LICENSE_STATUSES)
    .optional()
    .describe('Only licenses of this status; `void` (revoked) is accepted in live mode only.'),
  ...PAGE_QUERY,
});

export const LIST_LICENSES = operation({
  method: 'get',
  route: '/v1/licenses',
  operationId: 'listLicenses',
  summary: 'List licenses',
  description:
    'Licenses held by the account (`role=licensee`, the default) or issued by it as talent (`role=issuer`; none in the sandbox), newest first. Test licenses carry their full scope, live ones a partial scope. Unknown or repeated query parameters are `parameter_invalid`.',
  tag: 'Licenses',
  access: 'key',
  scopes: ['licenses:read'],
  query: licenseQuery,
  ok: { '200': answer('LicenseList', 'A page of licenses.') },
});

export const GET_LICENSE = operation({
  method: 'get',
  route: `/v1/licenses/${LICENSE_ID}`,
  operationId: 'getLicense',
  summary: 'Retrieve a license',
  tag: 'Licenses',
  access: 'key',
  scopes: ['licenses:read'],
  path: z.object({ license_id: licenseId.describe("The license's ID.") }),
  ok: { '200': answer('License', 'The license.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});

export const LICENSE_OPERATIONS = [LIST_LICENSES, GET_LICENSE];
