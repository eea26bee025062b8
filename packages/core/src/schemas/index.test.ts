import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Check,
  CheckCreateRequest,
  Digest,
  Generation,
  License,
  LicenseId,
  List,
  Obligation,
  Reason,
  ReceiptClaims,
  VerificationCreateRequest,
} from './index.js';
import * as schemas from './index.js';

describe('index', () => {
  it('re-exports the schema of every object', () => {
    for (const name of [
      'account',
      'authorizationTokenClaims',
      'authorizationTokenHeader',
      'check',
      'checkCreateRequest',
      'discovery',
      'escalation',
      'event',
      'facet',
      'generation',
      'generationCreateRequest',
      'jwk',
      'jwks',
      'license',
      'licenseRequest',
      'licenseScope',
      'liveLicenseScope',
      'obligation',
      'problem',
      'reason',
      'receipt',
      'receiptClaims',
      'receiptJwsHeader',
      'remedy',
      'sessionTokenClaims',
      'sessionTokenHeader',
      'verification',
      'verificationCreateRequest',
      'webhookEndpoint',
      'timestamp',
      'digest',
      'metadata',
      'duration',
      'countryCode',
    ] as const) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test walking the entry's exports by name; nothing is bundled
      expect(typeof schemas[name].safeParse, name).toBe('function');
    }
    expect(typeof schemas.id).toBe('function');
    expect(typeof schemas.list).toBe('function');
  });

  it('infers precise types', () => {
    expectTypeOf<LicenseId>().toEqualTypeOf<`lic_${string}`>();
    expectTypeOf<Digest>().toEqualTypeOf<`sha256:${string}`>();
    expectTypeOf<Check['decision']>().toEqualTypeOf<'allow' | 'deny' | 'escalate' | null>();
    expectTypeOf<Generation['status']>().toEqualTypeOf<
      'checking' | 'allowed' | 'denied' | 'held' | 'released' | 'expired' | 'withdrawn'
    >();
    expectTypeOf<CheckCreateRequest['on_escalate']>().toEqualTypeOf<'deny' | 'hold' | undefined>();
    expectTypeOf<ReceiptClaims['tlp']['ver']>().toEqualTypeOf<'1.0'>();
    expectTypeOf<Reason['code']>().toExtend<string>();
    expectTypeOf<Obligation['type']>().toExtend<string>();
    expectTypeOf<VerificationCreateRequest>().toEqualTypeOf<{ receipt: string } | { sha256: string }>();
    expectTypeOf<List<License>['data']>().toEqualTypeOf<License[]>();
  });

  it('narrows a license scope by livemode', () => {
    const territories = (value: License) => {
      if (value.livemode) {
        // @ts-expect-error a live license has only the partial scope
        return value.scope.territories;
      }
      return value.scope.territories;
    };
    expectTypeOf(territories).returns.toEqualTypeOf<schemas.LicenseTerritory[] | undefined>();
  });
});
