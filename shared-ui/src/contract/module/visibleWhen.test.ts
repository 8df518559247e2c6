import { z } from 'zod';
import { defineModule, moduleSchema, valueShapeErrors } from './defineModule';
import { field } from './fields';
import { conditionSources, isFieldVisible } from './visibleWhen';

const TYPES = [
  { value: 'broker', label: '证券' },
  { value: 'recommend', label: '推荐' },
];
const CURRENCIES = [
  { value: 'HKD', label: '港币' },
  { value: 'USD', label: '美元' },
];

const base = { area: 'common' as const, name: 'cond', title: '条件', apiBase: 'x/', schedule: 'push_time' as const };
const cond = defineModule({
  ...base,
  fields: [
    field.radio('type', '文章位', TYPES, { required: true, defaultValue: 'broker' }),
    field.select('currency', '币种', CURRENCIES, { required: true, visibleWhen: { field: 'type', in: ['broker'] } }),
    field.switch('is_tips', '更新提示'),
    field.textarea('tips', '更新说明', { required: true, maxLength: 5, visibleWhen: { field: 'is_tips', in: [1] } }),
  ],
  rules: [{ field: 'tips', message: '说明不能是「无」', test: (v) => v.tips !== '无' }],
});

const parse = (values: Record<string, unknown>) => moduleSchema(cond).safeParse(values);
const messages = (values: Record<string, unknown>) => {
  const result = parse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('visibleWhen', () => {
  it('checks a field only while its condition holds, and requires it then', () => {
    expect(messages({ type: 'broker', is_tips: 0 })).toEqual(['currency: 请选择币种']);
    expect(messages({ type: 'broker', currency: 'EUR', is_tips: 0 })).toEqual(['currency: 请选择币种']);
    expect(messages({ type: 'recommend', currency: 'EUR', is_tips: 0 })).toEqual([]);
    expect(messages({ type: 'recommend', is_tips: 1, tips: '' })).toEqual(['tips: 请输入更新说明']);
    expect(messages({ type: 'recommend', is_tips: 1, tips: '太长太长太长了' })).toEqual(['tips: 更新说明不能超过 5 个字']);
  });

  it('drops what does not apply, so it is neither sent nor stored', () => {
    const hidden = parse({ type: 'recommend', currency: 'HKD', is_tips: 0, tips: '无' });
    expect(hidden.success && hidden.data).toEqual({ type: 'recommend', is_tips: 0 });
    const shown = parse({ type: 'broker', currency: 'HKD', is_tips: 1, tips: '新增条款' });
    expect(shown.success && shown.data).toEqual({ type: 'broker', currency: 'HKD', is_tips: 1, tips: '新增条款' });
  });

  it('runs the rules on a field only while it applies', () => {
    expect(messages({ type: 'recommend', is_tips: 1, tips: '无' })).toEqual(['tips: 说明不能是「无」']);
    expect(messages({ type: 'recommend', is_tips: 0, tips: '无' })).toEqual([]);
  });

  it('still refuses a value of the wrong JSON type, whether the field applies or not (a malformed request)', () => {
    expect(valueShapeErrors(cond, { type: 'recommend', currency: { odd: 1 } })).toEqual([{ field: 'currency', message: '币种的类型不正确' }]);
    expect(valueShapeErrors(cond, { type: 'broker', currency: { odd: 1 } })).toEqual([{ field: 'currency', message: '币种的类型不正确' }]);
  });

  it('says which fields a condition reads, and when a field applies', () => {
    expect(conditionSources(cond.fields)).toEqual(['type', 'is_tips']);
    expect(isFieldVisible(cond.fields[1]!, { type: 'broker' })).toBe(true);
    expect(isFieldVisible(cond.fields[1]!, { type: 'recommend' })).toBe(false);
    expect(isFieldVisible(cond.fields[0]!, {})).toBe(true);
  });

  it('describes the condition in the JSON schema integrators read, and leaves the field out of required', () => {
    const json = z.toJSONSchema(moduleSchema(cond), { io: 'input', unrepresentable: 'any' }) as { required: string[]; properties: Record<string, { description?: string }> };
    expect(json.required).toEqual(['type', 'is_tips']);
    expect(json.properties.currency?.description).toBe('仅当 type 为 broker 时适用');
  });

  it('refuses a condition on a field that is not a select, radio or switch beside it, or that is itself conditional', () => {
    const text = field.text('note', '备注');
    expect(() => defineModule({ ...base, fields: [text, field.text('x', 'X', { visibleWhen: { field: 'note', in: ['a'] } })] })).toThrow('显示条件');
    expect(() => defineModule({ ...base, fields: [field.text('x', 'X', { visibleWhen: { field: 'nothing', in: ['a'] } })] })).toThrow('显示条件');
    expect(() => defineModule({ ...base, fields: [...cond.fields, field.text('y', 'Y', { visibleWhen: { field: 'currency', in: ['HKD'] } })] })).toThrow('显示条件');
    expect(() =>
      defineModule({ ...base, fields: [field.list('items', '项', { itemFields: [field.switch('on', '开'), field.text('t', 'T', { visibleWhen: { field: 'on', in: [1] } })] })] }),
    ).toThrow('集合项的字段 t');
  });
});
