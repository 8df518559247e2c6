/**
 * The support look-up's calls. `login/check` and the module check tell the page whether to ask at all; the look-up
 * and its log need a session and the 验证码配置 path (contract smsCode.ts), which the server checks again.
 */
import { API, ErrorCode, SMS_API, SMS_QUERY_OWNER, api, type Paged, type SessionStatus, type SmsLookup, type SmsLookupLogRow } from 'shared-ui';

export type QueryAccess = { kind: 'signedOut' } | { kind: 'refused'; account: string } | { kind: 'allowed'; account: string } | { kind: 'failed'; message: string };

export const LOG_PAGE_SIZE = 10;

export const smsQueryApi = {
  /** Who is asking, and may they (the server's module check of the look-up's owner path; HTTP 200 either way). */
  access: async (): Promise<QueryAccess> => {
    const status = await api.get<SessionStatus>(API.check);
    if (status.code !== ErrorCode.Success) return { kind: 'failed', message: status.msg };
    if (!status.data?.active) return { kind: 'signedOut' };
    const account = status.data.account ?? '';
    const checked = await api.post(API.moduleCheck, { path: SMS_QUERY_OWNER });
    if (checked.code === ErrorCode.Success) return { kind: 'allowed', account };
    if (checked.code === ErrorCode.NoModulePermission) return { kind: 'refused', account };
    return { kind: 'failed', message: checked.msg };
  },
  lookUp: (phone: string) => api.get<SmsLookup>(SMS_API.lookup, { phone }),
  log: (currPage: number) => api.get<Paged<SmsLookupLogRow>>(SMS_API.lookupLog, { currPage, pageSize: LOG_PAGE_SIZE }),
};
