import { z } from 'zod';
import { answerDifferences, failingDifferences, spellingKey, type JsonSchemaNode } from './answerDifferences';
import { cmsTime } from './articleAnswers';

const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' }) as JsonSchemaNode;
const noRefs = () => undefined;

const ROW = z.object({
  fund_name: z.string(),
  risk: z.enum(['LV1', 'LV2']),
  pageview: z.number().int(),
  remark: z.string().nullable(),
  show_time: cmsTime,
  featured: z.union([z.literal(0), z.literal(1)]),
  note: z.string().optional(),
});
const PAGE = z.object({ list: z.array(ROW), total: z.number().int() });

const good = { fund_name: '华晟稳健债券', risk: 'LV1', pageview: 12, remark: null, show_time: '2026-12-01 09:30:00', featured: 1 };

it('finds nothing in an answer that keeps the contract', () => {
  expect(answerDifferences(schemaOf(PAGE), { list: [good, good], total: 2 }, noRefs)).toEqual([]);
});

it('names each kind of difference once per field, however many rows show it', () => {
  const bad = { fundName: '华晟稳健债券', risk: 'LV9', pageview: '12', remark: null, show_time: '2026/12/01', featured: 2, source: 'feed' };
  const found = answerDifferences(schemaOf(PAGE), { list: [bad, bad], total: '2' }, noRefs);
  expect(found.map((d) => [d.kind, d.field])).toEqual([
    ['renamed', 'list[].fund_name'],
    ['enum', 'list[].risk'],
    ['type', 'list[].pageview'],
    ['format', 'list[].show_time'],
    ['enum', 'list[].featured'],
    ['extra', 'list[].source'],
    ['type', 'total'],
  ]);
  expect(found.find((d) => d.field === 'list[].pageview')).toEqual(expect.objectContaining({ expected: '整数', got: '字符串 "12"' }));
  expect(found.find((d) => d.field === 'list[].featured')).toEqual(expect.objectContaining({ expected: '0、1', got: '整数 2' }));
  expect(failingDifferences(found).map((d) => d.kind)).not.toContain('extra');
});

it('tells a missing required field from an optional one left out, and null where none is allowed', () => {
  const { fund_name: _gone, ...rest } = good;
  const found = answerDifferences(schemaOf(ROW), { ...rest, pageview: null }, noRefs, 'data');
  expect(found.map((d) => [d.kind, d.field])).toEqual([
    ['missing', 'data.fund_name'],
    ['null', 'data.pageview'],
  ]);
});

it('follows $ref into the document and picks the branch of a union the value fits', () => {
  const schemas: Record<string, JsonSchemaNode> = { Row: schemaOf(ROW) };
  const answer: JsonSchemaNode = { anyOf: [{ $ref: '#/components/schemas/Row' }, { type: 'null' }] };
  const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')];
  expect(answerDifferences(answer, null, resolve)).toEqual([]);
  expect(answerDifferences(answer, { ...good, pageview: 1.5 }, resolve).map((d) => [d.kind, d.field])).toEqual([['type', 'pageview']]);
  expect(answerDifferences(answer, 'text', resolve).map((d) => d.kind)).toEqual(['type']);
});

it('spells a name the same in snake, camel, kebab and capitals', () => {
  expect(new Set(['fund_name', 'fundName', 'fund-name', 'FUND_NAME'].map(spellingKey)).size).toBe(1);
});
