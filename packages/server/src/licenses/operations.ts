import { licenseId, licenseListQuery } from '@tlp/core/schemas';
import { PAGE_PARAMETERS } from '../http/list/index.js';
import { answer, operation, pathParam } from '../http/operation.js';
import { idParam } from '../ids.js';

export const LICENSE_ID = idParam('license_id', 'lic');

/** License statuses a list filter accepts; `void` only in live mode (the spec's sandbox refuses it). */
export const TEST_STATUSES = ['active', 'pending', 'suspended'];
export const LIVE_STATUSES = [...TEST_STATUSES, 'void'];

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
  parameters: [
    {
      name: 'role',
      in: 'query',
      description: 'Whose licenses: held (`licensee`) or issued (`issuer`).',
      schema: licenseListQuery.shape.role,
    },
    {
      name: 'talent',
      in: 'query',
      description: 'Only licenses of this talent.',
      schema: licenseListQuery.shape.talent.unwrap(),
    },
    {
      name: 'status',
      in: 'query',
      description: 'Only licenses of this status; `void` (revoked) is accepted in live mode only.',
      schema: { type: 'string', enum: LIVE_STATUSES },
    },
    ...PAGE_PARAMETERS,
  ],
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
  parameters: [pathParam('license_id', licenseId, "The license's ID.")],
  ok: { '200': answer('License', 'The license.') },
  errors: ['resource_not_found', 'livemode_mismatch'],
});

export const LICENSE_OPERATIONS = [LIST_LICENSES, GET_LICENSE];
