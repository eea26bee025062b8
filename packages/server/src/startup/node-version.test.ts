import { describe, expect, it } from 'vitest';
import { nodeVersionWarning } from './node-version.js';

describe('the Node version a start runs on', () => {
  it('Node 20 gets one warning naming it and the versions to move to; 22 and 24 none', () => {
    expect(nodeVersionWarning('20.19.0')).toBe(
      'Node 20.19.0 is not supported (past its end of life): the server runs, but move to Node 22 or 24',
    );
    expect(nodeVersionWarning('v20.20.2')).toMatch(/^Node 20\.20\.2 is not supported/);
    expect(nodeVersionWarning('22.12.0')).toBeNull();
    expect(nodeVersionWarning('24.1.0')).toBeNull();
  });
});
