import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ErrorCode, answerMessage, normalisePhone, phoneProblem, type ApiResponse, type Paged, type SmsLookup, type SmsLookupLogRow, type ValidationErrorData } from 'shared-ui';
import { PhoneField } from '../publicParts/PhoneField';
import { LookupLogList } from './LookupLogList';
import { SmsCodeCards } from './SmsCodeCards';
import { smsQueryApi, type QueryAccess } from './smsQueryApi';

/** Where the page sends a signed-out visitor: either sign-in, coming back here after it. */
export const LOGIN_FOR_QUERY = '/login?redirect=%2Fsms%2Fquery';
export const SMS_LOGIN_FOR_QUERY = '/sms/login?redirect=%2Fsms%2Fquery';

/** The access states the page says in words instead of showing the form. */
function AccessNotice({ access }: { access: Exclude<QueryAccess, { kind: 'allowed' }> }) {
  if (access.kind === 'signedOut') {
    return (
      <Alert severity="info" data-testid="sms-query-signed-out">
        查询短信验证码需要先登录后台。
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="contained" size="small" href={LOGIN_FOR_QUERY}>
            账号密码登录
          </Button>
          <Button variant="outlined" size="small" href={SMS_LOGIN_FOR_QUERY}>
            短信验证码登录
          </Button>
        </Box>
      </Alert>
    );
  }
  if (access.kind === 'refused') {
    return (
      <Alert severity="warning" data-testid="sms-query-refused">
        账号 {access.account} 没有查询短信验证码的权限：需要「公共模块 · 验证码配置」的权限，请联系超级管理员开通。
      </Alert>
    );
  }
  return <Alert severity="error">{access.message}</Alert>;
}

/**
 * `/sms/query`: support staff look up the codes sent to a phone (a public route of the spec, but it needs a session
 * and the 验证码配置 path). It shows each code's time and state and only its last two digits, and every look-up is
 * logged and listed below. One column, fits a 390-px phone.
 */
export default function SmsQueryPage() {
  const [access, setAccess] = useState<QueryAccess | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [found, setFound] = useState<SmsLookup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [log, setLog] = useState<Paged<SmsLookupLogRow> | null>(null);
  const [logFailure, setLogFailure] = useState<string | null>(null);

  const loadLog = useCallback(async (currPage: number) => {
    const res = await smsQueryApi.log(currPage);
    if (res.code === ErrorCode.Success) {
      setLog(res.data);
      setLogFailure(null);
    } else setLogFailure(answerMessage(res));
  }, []);

  useEffect(() => {
    void smsQueryApi.access().then((result) => {
      setAccess(result);
      if (result.kind === 'allowed') void loadLog(1);
    });
  }, [loadLog]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneProblem(phone);
    setPhoneError(problem);
    const number = normalisePhone(phone);
    if (problem || !number || searching) return;
    setSearching(true);
    setFailure(null);
    const res = await smsQueryApi.lookUp(number);
    setSearching(false);
    if (res.code === ErrorCode.Success) {
      setFound(res.data);
      // The look-up was logged: the log's first page shows it.
      void loadLog(1);
      return;
    }
    setFound(null);
    // A refusal's data is its code's shape: 1106 names the field.
    const fieldError = ((res as ApiResponse<unknown>).data as ValidationErrorData | null | undefined)?.errors?.find((e) => e.field === 'phone');
    if (fieldError) setPhoneError(fieldError.message);
    else setFailure(answerMessage(res));
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h6" component="h1">
        短信验证码查询
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        查看发往某个手机号的登录验证码及其状态。出于安全考虑，验证码只显示末两位。
      </Typography>
      {access === null ? <CircularProgress aria-label="加载中" /> : null}
      {access && access.kind !== 'allowed' ? <AccessNotice access={access} /> : null}
      {access?.kind === 'allowed' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            当前账号：{access.account}
          </Typography>
          <Box component="form" noValidate onSubmit={(e: FormEvent) => void search(e)} aria-label="查询" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
            <PhoneField
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setPhoneError(undefined);
              }}
              error={phoneError}
              size="small"
            />
            <Button type="submit" variant="contained" disabled={searching} sx={{ flexShrink: 0, height: 40 }}>
              查询
            </Button>
          </Box>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {found ? <SmsCodeCards found={found} /> : null}
          <LookupLogList page={log} failed={logFailure} onPage={(p) => void loadLog(p)} />
        </>
      ) : null}
    </Box>
  );
}
