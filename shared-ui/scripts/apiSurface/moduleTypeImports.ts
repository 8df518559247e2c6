/**
 * API Extractor 7.60 stops with an internal error on a whole-module type (`typeof import("./signinCipher")`, which tsc
 * writes for `() => import('./signinCipher')`). The same type written as a namespace import is supported, so the
 * emitted declarations are rewritten before API Extractor reads them. Pure: text in, text out.
 */
const WHOLE_MODULE_TYPE = /typeof import\("([^"]+)"\)(?![.\w])/g;

function aliasOf(specifier: string): string {
  return `__module_${specifier.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Returns the declaration text with each `typeof import("x")` replaced by `typeof <alias>` and its import added. */
export function rewriteModuleTypeImports(text: string): string {
  const specifiers = new Set<string>();
  const rewritten = text.replace(WHOLE_MODULE_TYPE, (_whole, specifier: string) => {
    specifiers.add(specifier);
    return `typeof ${aliasOf(specifier)}`;
  });
  if (specifiers.size === 0) return text;
  const imports = [...specifiers].map((s) => `import type * as ${aliasOf(s)} from "${s}";\n`).join('');
  return imports + rewritten;
}
