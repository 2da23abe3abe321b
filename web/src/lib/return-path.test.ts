import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('the page to return to after signing in', () => {
  it('comes back to the guarded page the user opened', () => {
    const path = signInPath({ pathname: '/reports', search: '?weeks=24', hash: '' });
    expect(path).toBe('/auth?next=%2Freports%3Fweeks%3D24');
    expect(returnPath(new URLSearchParams(path.split('?')[1]).get('next'))).toBe('/reports?weeks=24');
  });

  it('never leaves the app, and goes to the dashboard without a page to return to', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(returnPath(next)).toBe('/dashboard');
    expect(returnPath('/auth?next=/auth')).toBe('/dashboard');
  });
});
