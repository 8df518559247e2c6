import { expandPermittedPaths, isPathPermitted } from './permissionPaths';

describe('expandPermittedPaths', () => {
  it('gives a module its sections, its link page and the always-implied paths', () => {
    expect(new Set(expandPermittedPaths(['/operation/wm/modules/splashScreen']))).toEqual(
      new Set(['/operation/wm/modules/splashScreen', '/operation', '/operation/wm', '/operation/wm/modules', '/operation/wm/modulesEdit', '/h5', '/h5/relesesystem']),
    );
  });

  it('gives an H5 config module the H5 link page, since /h5/config never shows in the menu', () => {
    const expanded = expandPermittedPaths(['/h5/config/stock']);
    expect(expanded).toEqual(expect.arrayContaining(['/h5/config/stock', '/h5/config', '/h5', '/h5/modulesEdit']));
    expect(isPathPermitted(['/h5/config/stock'], '/h5/modulesEdit')).toBe(true);
    expect(isPathPermitted(['/h5/config/stock'], '/h5/config/wm')).toBe(false);
  });

  it('does not treat an app-config screen as a module', () => {
    expect(expandPermittedPaths(['/operation/wm/appconfig'])).not.toContain('/operation/wm/modulesEdit');
  });
});
