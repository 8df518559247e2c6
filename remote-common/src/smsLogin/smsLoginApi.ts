/** The SMS sign-in page's calls: all sessionless (contract smsCode.ts), so they go through the light fetch transport. */
import { API, SMS_API, api, type SessionStatus, type SmsSendResult, type SmsSigninResult } from 'shared-ui';

export const smsLoginApi = {
  /** Is this browser signed in already (then the page sends the person on, as /login does)? */
  isSignedIn: async (): Promise<boolean> => (await api.get<SessionStatus>(API.check)).data?.active === true,
  sendCode: (phone: string) => api.post<SmsSendResult>(SMS_API.sendCode, { phone }),
  verify: (phone: string, code: string) => api.post<SmsSigninResult>(SMS_API.verify, { phone, code }),
};
