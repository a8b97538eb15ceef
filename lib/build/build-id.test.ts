import { describe, expect, it } from '@jest/globals';
import { buildIdOf } from './build-id';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const clean = (args: string[]) => (args[0] === 'status' ? '' : COMMIT);

describe('the build id', () => {
  it('is the commit of a clean checkout, the same for every build of it', () => {
    expect(buildIdOf({}, clean)).toBe('0123456789abcdef0123');
    expect(buildIdOf({}, clean)).toBe(buildIdOf({}, clean));
  });

  it('BUILD_ID wins, and must be a plain name', () => {
    expect(buildIdOf({ BUILD_ID: 'release-2026.11.29' }, clean)).toBe('release-2026.11.29');
    expect(() => buildIdOf({ BUILD_ID: '../x' }, clean)).toThrow(/BUILD_ID/);
  });

  it("is Next's own when the checkout has changes or is not a checkout", () => {
    expect(buildIdOf({}, (args) => (args[0] === 'status' ? ' M app/page.tsx' : COMMIT))).toBeNull();
    expect(
      buildIdOf({}, () => {
        throw new Error('not a git repository');
      }),
    ).toBeNull();
  });
});
