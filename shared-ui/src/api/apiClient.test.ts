import { fakeBackendPerTest } from 'shared-ui/testing';
import { ErrorCode } from '../contract/errors';
import { ApiError, api, isReportedByShell, onApiEvent, setSessionGoneCheck, unwrap, type ApiEvent } from './apiClient';
import { validationErrorsOf } from './validationErrorsOf';

const backend = fakeBackendPerTest();

const failureOf = async (pending: Promise<unknown>): Promise<unknown> => pending.then(() => null, (error: unknown) => error);

describe('unwrap', () => {
  it('gives the data of a successful answer', async () => {
    backend.current.on('GET some/thing', { body: { code: 0, data: { a: 1 }, msg: 'ok' } });
    await expect(unwrap(api.get('some/thing'))).resolves.toEqual({ a: 1 });
  });

  it('refuses with the catalogue message and the answer data, not marked as already reported', async () => {
    const data = { errors: [{ field: 'title', message: '请输入标题' }] };
    backend.current.on('POST some/save', { body: { code: ErrorCode.ValidationFailed, data, msg: '请输入标题' } });
    const error = await failureOf(unwrap(api.post('some/save', {})));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.ValidationFailed);
    expect(isReportedByShell(error)).toBe(false);
    expect(validationErrorsOf(error)).toEqual(data.errors);
  });

  it("says a refusal in the server's own words whenever it sent some, the catalogue's otherwise", async () => {
    // Issue 35: a 1106 without field errors (a module's live limit) said only 输入内容不符合要求，请检查.
    backend.current
      .on('POST some/limit', { body: { code: ErrorCode.ValidationFailed, data: null, msg: '最多同时发布 1 条，请先下架或撤回' } })
      .on('POST some/publish', { body: { code: ErrorCode.SaveOrPublishFailed, data: null, msg: 'index.html：未关联 git 版本' } })
      .on('POST some/terse', { body: { code: ErrorCode.ValidationFailed, data: null, msg: 'validation failed' } })
      .on('POST some/empty', { body: { code: ErrorCode.SaveOrPublishFailed, data: null, msg: '' } })
      .on('POST some/file', { body: { code: ErrorCode.SaveOrPublishFailed, data: null, msg: 'index.html' } });
    const said = async (path: string, ownWordsFor: number[] = []) => ((await failureOf(unwrap(api.post(path, {}), [0], ownWordsFor))) as ApiError).message;
    expect(await said('some/limit')).toBe('最多同时发布 1 条，请先下架或撤回');
    expect(await said('some/publish')).toBe('index.html：未关联 git 版本');
    expect(await said('some/terse')).toBe('输入内容不符合要求，请检查');
    expect(await said('some/empty')).toBe('保存或发布失败');
    // A code the caller names keeps even words without Chinese.
    expect(await said('some/file', [ErrorCode.SaveOrPublishFailed])).toBe('index.html');
  });

  it.each([401, 403, 500])('marks an HTTP %i failure as already reported by the shell', async (status) => {
    backend.current.on('GET some/list', { status, body: { code: status, data: null, msg: '…' } });
    const error = await failureOf(unwrap(api.get('some/list')));
    expect((error as ApiError).code).toBe(ErrorCode.RequestFailed);
    expect(isReportedByShell(error)).toBe(true);
  });

  it('leaves a no-login call’s 403 to its own screen: no shell event, not marked as reported, the server’s words kept', async () => {
    const seen: string[] = [];
    const stop = onApiEvent((event) => seen.push(event.type));
    backend.current.on('GET operation/broker/news/approval/h5/0', { status: 403, body: { code: 403, data: null, msg: '审批链接已过期' } });
    const error = await failureOf(unwrap(api.get('operation/broker/news/approval/h5/0')));
    stop();
    expect(seen).toEqual([]);
    expect(isReportedByShell(error)).toBe(false);
    expect((error as ApiError).message).toBe('审批链接已过期');
  });

  it('says a 403 in the catalogue’s words by its code: the module (1029), the initial password (1131), else the role', async () => {
    const said: string[] = [];
    const stop = onApiEvent((event) => event.type === 'forbidden' && said.push(event.message));
    backend.current
      .on('GET some/module', { status: 403, body: { code: ErrorCode.NoModulePermission, data: null, msg: 'x' } })
      .on('GET some/role', { status: 403, body: { code: 403, data: null, msg: 'x' } })
      .on('GET some/locked', { status: 403, body: { code: ErrorCode.InitialPasswordMustChange, data: null, msg: 'x' } })
      // 1031 means "restricted, with the permitted paths" (spec §6), never a refusal of a call: a 403 carrying it is
      // the no-permission message, not the server's words.
      .on('GET some/restricted', { status: 403, body: { code: ErrorCode.PermissionRestricted, data: null, msg: '请先修改初始密码' } });
    for (const path of ['some/module', 'some/role', 'some/locked', 'some/restricted']) await failureOf(unwrap(api.get(path)));
    stop();
    expect(said).toEqual(['抱歉，您没有该模块的权限', '抱歉，您没有权限进行此操作', '请先修改初始密码', '抱歉，您没有权限进行此操作']);
  });

  it('sends no call that needs a session once the session is known gone (a missing group id), and says so once per call', async () => {
    const events: ApiEvent[] = [];
    const stop = onApiEvent((event) => events.push(event));
    backend.current.on('GET some/list', { body: { code: 0, data: [], msg: 'ok' } }).on('GET login/captcha', { body: { code: 0, data: {}, msg: 'ok' } });
    setSessionGoneCheck(() => true);
    try {
      const refused = await api.get('some/list');
      expect(refused).toMatchObject({ code: ErrorCode.RequestFailed, status: 0, reported: true, msg: '登录已失效，请重新登录' });
      // A call without a session (the login page's) is not about it.
      expect((await api.get('login/captcha')).code).toBe(0);
    } finally {
      setSessionGoneCheck(null);
      stop();
    }
    expect(backend.current.callsTo('GET some/list')).toHaveLength(0);
    expect(events).toEqual([{ type: 'sessionInvalid', status: 0, path: 'some/list', groupMissing: true }]);
    expect((await api.get('some/list')).code).toBe(0);
  });

  it('reads no field errors from anything but an ApiError carrying them', () => {
    expect(validationErrorsOf(new Error('x'))).toEqual([]);
    expect(validationErrorsOf(new ApiError(1106, 'x', { errors: [{ field: 1 }] }))).toEqual([]);
  });
});
