import { rewriteModuleTypeImports } from './moduleTypeImports';

describe('rewriteModuleTypeImports', () => {
  it('turns a whole-module type into a namespace import', () => {
    const text = 'export declare const load: () => Promise<typeof import("./signinCipher")>;\n';
    expect(rewriteModuleTypeImports(text)).toBe(
      'import type * as __module___signinCipher from "./signinCipher";\n' +
        'export declare const load: () => Promise<typeof __module___signinCipher>;\n',
    );
  });

  it('leaves a member of a module alone, and text without one unchanged', () => {
    const member = 'export declare const x: typeof import("./a").b;\nexport type T = import("./a").C;\n';
    expect(rewriteModuleTypeImports(member)).toBe(member);
  });

  it('imports each module once', () => {
    const text = 'declare const a: typeof import("./m");\ndeclare const b: typeof import("./m");\n';
    expect(rewriteModuleTypeImports(text).match(/import type/g)).toHaveLength(1);
  });
});
