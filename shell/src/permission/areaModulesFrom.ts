/**
 * Reads a remote's module list (its `./modules` default export) into tree items. Module definitions carry their
 * `path`; the plainer AreaModuleLink only `name` and `route`, resolved under the area's base as the link page does.
 * The list comes from another deployment, so anything malformed is skipped rather than trusted.
 */
import type { AreaModuleItem } from './buildPermissionTree';

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function areaModulesFrom(basePath: string, raw: unknown): AreaModuleItem[] {
  if (!Array.isArray(raw)) throw new Error('模块列表格式错误');
  return raw.flatMap((item: unknown): AreaModuleItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, name, route, title } = item as Record<string, unknown>;
    const label = str(title);
    const segment = str(route) ?? (str(name) ? `modules/${String(name)}` : null);
    const full = str(path) ?? (segment ? `${basePath}/${segment}` : null);
    return label && full ? [{ path: full, title: label }] : [];
  });
}
