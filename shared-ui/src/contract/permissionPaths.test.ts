import { expandPermittedPaths, isPathPermitted, normalisePath } from './permissionPaths';

describe('expandPermittedPaths', () => {
  it('gives a module its sections and the always-implied paths, nothing more (spec §6); its link page opens as a route', () => {
    expect(new Set(expandPermittedPaths(['/operation/wm/modules/splashScreen']))).toEqual(
      new Set(['/operation/wm/modules/splashScreen', '/operation', '/operation/wm', '/operation/wm/modules', '/h5', '/h5/relesesystem']),
    );
    // The area's root redirects to its link page (spec §2): the module's grant opens that page, not a menu entry for it.
    expect(isPathPermitted(['/operation/wm/modules/splashScreen'], '/operation/wm/modulesEdit')).toBe(true);
    expect(isPathPermitted(['/operation/wm/modules/splashScreen'], '/operation/br/modulesEdit')).toBe(false);
    expect(isPathPermitted(['/operation/wm/appconfig'], '/operation/wm/modulesEdit')).toBe(false);
  });

  it('opens the H5 link page to an H5 config module, as a route', () => {
    const expanded = expandPermittedPaths(['/h5/config/stock']);
    expect(expanded).toEqual(expect.arrayContaining(['/h5/config/stock', '/h5/config', '/h5']));
    expect(expanded).not.toContain('/h5/modulesEdit');
    expect(isPathPermitted(['/h5/config/stock'], '/h5/modulesEdit')).toBe(true);
    expect(isPathPermitted(['/h5/config/stock'], '/h5/config/wm')).toBe(false);
  });

  it('gives every restricted list the implied release screen with its views, whoever holds it (spec §6)', () => {
    expect(expandPermittedPaths(['/articles/library'])).toEqual(expect.arrayContaining(['/h5', '/h5/relesesystem']));
    for (const view of ['/h5/relesesystem', '/h5/relesesystem/edit', '/h5/relesesystem/prerelease', '/h5/relesesystem/release']) {
      expect(isPathPermitted(['/articles/library'], view)).toBe(true);
    }
    expect(isPathPermitted([], '/h5/relesesystem')).toBe(false);
  });

  it('gives a screen below a module (the fund-manager library) its sections, not the module above it (issue 35)', () => {
    const stored = ['/operation/wm/modules/candidate/managers'];
    expect(expandPermittedPaths(stored)).toEqual(expect.arrayContaining(['/operation/wm', '/operation/wm/modules']));
    expect(expandPermittedPaths(stored)).not.toContain('/operation/wm/modules/candidate');
    expect(isPathPermitted(stored, '/operation/wm/modules/candidate')).toBe(false);
    expect(isPathPermitted(['/operation/wm/modules/candidate'], '/operation/wm/modules/candidate/managers')).toBe(true);
  });

  it('does not treat an app-config screen as a module', () => {
    expect(expandPermittedPaths(['/operation/wm/appconfig'])).not.toContain('/operation/wm/modulesEdit');
  });
});

describe('normalisePath', () => {
  it.each([
    ['', ''],
    ['/', '/'],
    ['articles/library/', '/articles/library'],
    ['/articles//library?x=1#y', '/articles/library'],
    ['/articles/./library', '/articles/library'],
    ['/operation/wm/modules/splashScreen/../maskLayer', '/operation/wm/modules/maskLayer'],
    ['/articles/library/%2E%2E/recycle', '/articles/recycle'],
    ['/articles/library/%2e./recycle', '/articles/recycle'],
    ['/../../permission', '/permission'],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePath(raw)).toBe(expected);
  });

  it('so a dot-dot cannot climb out of a granted path', () => {
    expect(isPathPermitted(['/articles/library'], '/articles/library/../recycle')).toBe(false);
    expect(isPathPermitted(['/articles/library'], '/articles/library/detail/../detail/42')).toBe(true);
  });
});
