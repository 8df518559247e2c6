import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import {
  ErrorCode,
  SMS_MESSAGES,
  abandonSignIn,
  answerMessage,
  normalisePhone,
  openSignedInSession,
  phoneProblem,
  smsCodeProblem,
  type ApiResponse,
  type SmsCooldownData,
  type SmsWrongCodeData,
  type ValidationErrorData,
} from 'shared-ui';
import { PhoneField } from '../publicParts/PhoneField';
import { smsLoginApi } from './smsLoginApi';
import { useCooldown } from './useCooldown';

/** Where a sign-in lands, as after /login. */
export const CONSOLE_HOME = '/home';

/**
 * Where to go once signed in: `?redirect=` (a page that sent the person to sign in, e.g. /sms/query) when it is a
 * path of this site, else /home. The console's guard still judges an in-frame path against the new permission.
 */
export function landingOf(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : CONSOLE_HOME;
}

export interface SmsLoginPageProps {
  /** Leaves for the console: a full page load, which restores the session from the cookies and storage (as /login does). */
  goTo?: (path: string) => void;
  /** The address's query (`?redirect=`); the page's own when absent. */
  search?: string;
}

type Field = 'phone' | 'code';
type Notice = { severity: 'success' | 'error'; text: string } | null;

/** A refusal's `data`: its shape is the refusal code's, not the success answer's. */
const refusalData = <T,>(res: ApiResponse<unknown>) => res.data as T | null | undefined;

/** A refusal's per-field messages (1106 `data.errors`). */
function fieldErrorsOf(res: ApiResponse<unknown>): Partial<Record<Field, string>> {
  const errors = refusalData<ValidationErrorData>(res)?.errors ?? [];
  return Object.fromEntries(errors.filter((e) => e.field === 'phone' || e.field === 'code').map((e) => [e.field, e.message]));
}

/**
 * `/sms/login`: staff without a password account (or away from it) sign in with a code texted to the phone on their
 * account. Phone, 获取验证码 (counting down the server's cool-down), code, 登录; the session it opens is a password
 * sign-in's (shared-ui `openSignedInSession`), then the console opens at /home. One column, fits a 390-px phone.
 */
export default function SmsLoginPage({ goTo = (path) => window.location.assign(path), search = window.location.search }: SmsLoginPageProps) {
  const landing = landingOf(search);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wait, startWait] = useCooldown();

  // Signed in already: straight on to the console, as /login does.
  useEffect(() => {
    void smsLoginApi.isSignedIn().then((active) => active && goTo(landing));
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkPhone = (): string | null => {
    const problem = phoneProblem(phone);
    setErrors((e) => ({ ...e, phone: problem }));
    return problem ? null : normalisePhone(phone);
  };

  const send = async () => {
    const number = checkPhone();
    if (!number || sending || wait > 0) return;
    setSending(true);
    setNotice(null);
    const res = await smsLoginApi.sendCode(number);
    setSending(false);
    if (res.code === ErrorCode.Success) {
      startWait(res.data.resendSeconds);
      setNotice({ severity: 'success', text: `${SMS_MESSAGES.sent}，${String(res.data.validityMinutes)} 分钟内有效` });
      return;
    }
    if (res.code === ErrorCode.SmsCooldown) startWait(refusalData<SmsCooldownData>(res)?.retryAfter ?? 0);
    const fields = fieldErrorsOf(res);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setNotice({ severity: 'error', text: answerMessage(res) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const number = checkPhone();
    const codeError = smsCodeProblem(code);
    setErrors((e) => ({ ...e, code: codeError }));
    if (!number || codeError) return;
    setSubmitting(true);
    setNotice(null);
    const res = await smsLoginApi.verify(number, code.trim());
    if (res.code !== ErrorCode.SigninSuccess) {
      setSubmitting(false);
      const fields = fieldErrorsOf(res);
      const attemptsLeft = refusalData<SmsWrongCodeData>(res)?.attemptsLeft;
      if (res.code === ErrorCode.SmsCodeWrong) setErrors({ code: attemptsLeft === undefined ? answerMessage(res) : SMS_MESSAGES.wrongCode(attemptsLeft) });
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else setNotice({ severity: 'error', text: answerMessage(res) });
      // A spent, expired or void code is of no more use: the field is cleared for the next one.
      if (res.code === ErrorCode.SmsCodeExpired || res.code === ErrorCode.SmsCodeVoided) setCode('');
      return;
    }
    const outcome = await openSignedInSession(res, res.data.account);
    if (outcome.ok) return goTo(landing);
    setSubmitting(false);
    if ('mustChangePassword' in outcome) {
      // The change screen asks for the password an admin set: that belongs to the password sign-in.
      await abandonSignIn();
      setNotice({ severity: 'error', text: SMS_MESSAGES.mustChangePassword });
      return;
    }
    setNotice({ severity: 'error', text: outcome.message });
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }} gutterBottom>
            短信验证码登录
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            使用员工账号绑定的手机号登录后台
          </Typography>
          <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-label="短信验证码登录">
            <PhoneField
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setErrors((v) => ({ ...v, phone: undefined }));
              }}
              error={errors.phone}
              autoComplete="tel"
              margin="normal"
              autoFocus
            />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                name="code"
                label="短信验证码"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setErrors((v) => ({ ...v, code: undefined }));
                }}
                error={Boolean(errors.code)}
                helperText={errors.code ?? ' '}
                autoComplete="one-time-code"
                inputMode="numeric"
                slotProps={{ htmlInput: { maxLength: 6 } }}
                fullWidth
                margin="normal"
              />
              <Button
                variant="outlined"
                onClick={() => void send()}
                disabled={sending || wait > 0}
                sx={{ mt: 2, height: 56, flexShrink: 0, minWidth: 112 }}
                data-testid="sms-send"
              >
                {wait > 0 ? `${String(wait)} 秒后重发` : sending ? '发送中…' : '获取验证码'}
              </Button>
            </Box>
            {notice ? (
              <Alert severity={notice.severity} sx={{ mt: 1 }} data-testid="sms-notice">
                {notice.text}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
              {submitting ? '登录中…' : '登录'}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
            <Link href="/login">使用账号密码登录</Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
