import { describeModuleList } from 'shared-ui/testing';
import { emptyValues, moduleSchema, normaliseValues, type ModuleDefinition, type ModuleValues } from 'shared-ui/contract';
import { esopModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = esopModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

describeModuleList('esop', esopModules, ['articleModules']);

describe('esop module rules', () => {
  const research = byName('articleModules');
  const problems = (values: ModuleValues) => {
    const result = moduleSchema(research).safeParse(normaliseValues(research, values));
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  const picks = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1, remark: '' }));

  it('is a slot of its own: its own base, one list live, a default column title', () => {
    expect([research.apiBase, research.scope, research.path]).toEqual(['operation/esop/articles/', undefined, '/operation/esop/modules/articleModules']);
    expect(research.limits).toEqual({ maxLive: 1 });
    expect(emptyValues(research)).toEqual({ title: '研究文章', articles: [] });
  });

  it('takes one to eight articles from the library, each at most once', () => {
    expect(problems({ title: '研究文章', articles: picks('A1') })).toEqual([]);
    expect(problems({ title: '研究文章', articles: [] })).toEqual(['请选择文章']);
    expect(problems({ title: '研究文章', articles: picks('A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9') })).toEqual(['文章最多 8 项']);
    expect(problems({ title: '研究文章', articles: picks('A1', 'A1') })).toEqual(['文章重复添加']);
  });

  it('keeps a 推荐语 short', () => {
    expect(problems({ title: '研究文章', articles: [{ id: 'A1', position: 1, remark: '一'.repeat(21) }] })).toEqual(['推荐语不能超过 20 个字']);
  });
});
