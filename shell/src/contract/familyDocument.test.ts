import { familiesOf, familyDocument, type OpenApiLike } from './familyDocument';

const doc: OpenApiLike = {
  openapi: '3.1.0',
  tags: [{ name: '登录与会话' }, { name: '文章' }],
  paths: {
    '/login/captcha': { get: { tags: ['登录与会话'] } },
    '/article/list': { get: { tags: ['文章'] } },
    '/article/save': { post: { tags: ['文章'] } },
  },
  components: { schemas: { Envelope: {} } },
  'x-cms-modules': { 'wm/splash': {} },
};

it('lists the families in the document order with their operation counts', () => {
  expect(familiesOf(doc)).toEqual([
    { name: '登录与会话', operations: 1 },
    { name: '文章', operations: 2 },
  ]);
});

it('cuts one family out as a document of its own, keeping the shared schemas', () => {
  const part = familyDocument(doc, '文章');
  expect(Object.keys(part.paths)).toEqual(['/article/list', '/article/save']);
  expect(part.tags).toEqual([{ name: '文章' }]);
  expect(part.components).toEqual(doc.components);
  expect(part['x-cms-modules']).toBeUndefined();
});
