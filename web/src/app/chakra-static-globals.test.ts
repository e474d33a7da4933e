import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, withoutRuntimeGlobals } from './chakra-static-globals';

const file = createRequire(import.meta.url)
  .resolve('@chakra-ui/react')
  .replace(/dist\/.*$/, 'dist/esm/styled-system/system.js');

describe('the build skips the Chakra system’s run-time global styles (decision 0039)', () => {
  it('finds and rewrites the statement in the installed Chakra', () => {
    expect(file).toMatch(CHAKRA_SYSTEM_MODULE);
    const out = withoutRuntimeGlobals(readFileSync(file, 'utf8'));
    expect(out).toContain('const _global = [];');
    expect(out).not.toMatch(/_global = \[getPreflightCss/);
  });

  it('fails loudly when Chakra changes the statement', () => {
    expect(() => withoutRuntimeGlobals('const _global = computeGlobals();')).toThrow(/decision 0039/);
  });
});
