import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { abandonSignIn, finishSignIn, isPathPermitted, loadSigninCipher, type SignedInAccount, type SigninCipherConfig } from 'shared-ui';
import { FirstPasswordChange } from '../account/FirstPasswordChange';
import { signinCipher } from '../config';
import { HOME_PATH } from '../guard/routePaths';
import { PRODUCT_NAME } from '../productName';
import { isPublicPath } from '../remotes/remoteRoutes';
import { sessionStore as defaultStore, type SessionStore } from '../session/sessionStore';
import { LoginField } from './LoginField';
import { LOGIN_FIELD_LABELS, loginFormErrors, type LoginFormValues } from './loginFormErrors';
import { useTypedFields } from './useTypedFields';
import { signIn, type SignInOutcome } from './signIn';
import { useCaptcha } from './useCaptcha';

export interface LoginPageProps {
  /** Signed in: go to this path (the router's navigate, or starting the console when /login was opened directly). */
  onSignedIn: (path: string) => void;
  /**
   * The person has started on the form (a key or a click; not the account field's autofocus): the code signed-in
   * screens need can load while they type, though the page itself loads without it.
   */
  onIntent?: () => void;
  store?: SessionStore;
  cipher?: SigninCipherConfig;
}

const EMPTY: LoginFormValues = { account: '', password: '', captcha: '' };

/**
 * What the fields of `form` hold: the build pre-renders this form into the login page (`scripts/prerenderLogin.tsx`),
 * so a person can type before the page's script has taken it over. Null when every field is empty.
 */
function typedBeforeStart(form: HTMLFormElement): LoginFormValues | null {
  const read = (name: keyof LoginFormValues) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  const typed: LoginFormValues = { account: read('account'), password: read('password'), captcha: read('captcha') };
  return Object.values(typed).some(Boolean) ? typed : null;
}

/**
 * Where to go after sign-in: the page first asked for — an in-frame page this user may open, or a public page that
 * sent the person to sign in (/sms/query) — else /home.
 */
function landingPath(target: string | null, permission: readonly string[]): string {
  if (!target) return HOME_PATH;
  const pathname = target.split(/[?#]/)[0] ?? '';
  return isPathPermitted(permission, pathname) || isPublicPath(pathname) ? target : HOME_PATH;
}

/**
 * `/login`: account, password and captcha (spec §4, §5). Loads no remote and nothing heavy, and no router: opened
 * directly it is the whole first screen.
 */
export function LoginPage({ onSignedIn, onIntent, store = defaultStore, cipher = signinCipher() }: LoginPageProps) {
  const captcha = useCaptcha();
  const { values, setValues, errors, setErrors, change } = useTypedFields<LoginFormValues>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Signed in with an initial password: the change comes before the app. */
  const [pending, setPending] = useState<SignedInAccount | null>(null);

  const formRef = useRef<HTMLFormElement>(null);

  // Started on the form: the cipher sign-in needs, and whatever the page's owner has to load for afterwards.
  const intent = () => {
    void loadSigninCipher().catch(() => undefined);
    onIntent?.();
  };

  // The pre-rendered form as the script takes it over: what was typed goes into the state before the browser paints
  // again (the next render would otherwise set the fields back to the empty state), and the field that has the focus
  // is focused again, so MUI's field shows it (it missed the focus event).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeStart(form);
    if (typed) {
      setValues(typed);
      intent();
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLInputElement && form.contains(focused)) {
      focused.blur();
      focused.focus();
    }
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // What the last attempt was told is about that attempt: this one is checked afresh (issue 44, item 17: an old
    // 验证码错误 stayed beside the new field errors).
    setFailure(null);
    const found = loginFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!captcha.challenge) {
      setFailure(captcha.error ?? '验证码尚未加载，请稍候');
      captcha.refresh();
      return;
    }
    setSubmitting(true);
    const outcome = await signIn(
      { account: values.account.trim(), password: values.password, captcha: values.captcha.trim(), verifyKey: captcha.challenge.verifyKey },
      cipher,
    );
    settle(outcome);
  };

  const settle = (outcome: SignInOutcome) => {
    if (outcome.ok) {
      store.beginSession(outcome.session);
      onSignedIn(landingPath(store.takeTarget(), outcome.session.permission));
      return;
    }
    setSubmitting(false);
    if ('mustChangePassword' in outcome) {
      setPending(outcome.mustChangePassword);
      return;
    }
    if ('field' in outcome) {
      backToForm(null);
      setErrors({ [outcome.field]: outcome.message });
      // The new captcha is typed there; the field's message is read with it (its helper describes the input).
      const field = formRef.current?.elements.namedItem(outcome.field);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    backToForm(outcome.message);
  };

  /**
   * Whatever failed, the captcha is spent: a new image, an empty captcha box; account and password stay. `message`:
   * for the form as a whole (a refusal of the captcha is said beside its field instead, and goes when it is edited).
   */
  const backToForm = (message: string | null) => {
    setPending(null);
    setFailure(message);
    setValues((v) => ({ ...v, captcha: '' }));
    captcha.refresh();
  };

  const passwordChanged = async (signedIn: SignedInAccount) => {
    const outcome = await finishSignIn(signedIn);
    // The password in the sign-in form was the initial one: it no longer signs in.
    if (!outcome.ok) setValues((v) => ({ ...v, password: '' }));
    settle(outcome);
  };

  const leave = async () => {
    await abandonSignIn();
    backToForm(null);
  };

  return (
    // The page's one landmark: everything a person reads here is its main content.
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1f5fbf 0%, #173f7a 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 2 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700, textAlign: 'center' }}>
            {PRODUCT_NAME}
          </Typography>
          {pending ? (
            <FirstPasswordChange account={pending.account} cipher={cipher} onChanged={() => void passwordChanged(pending)} onSignOut={() => void leave()} />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
                员工账号登录
              </Typography>
              <Box component="form" ref={formRef} noValidate onSubmit={(e: FormEvent) => void submit(e)} onKeyDown={intent} onPointerDown={intent} aria-label="登录">
                <LoginField
                  name="account"
                  label={LOGIN_FIELD_LABELS.account}
                  value={values.account}
                  onChange={change('account')}
                  error={errors.account}
                  autoComplete="username"
                  autoFocus
                />
                <LoginField
                  name="password"
                  type="password"
                  label={LOGIN_FIELD_LABELS.password}
                  value={values.password}
                  onChange={change('password')}
                  error={errors.password}
                  autoComplete="current-password"
                />
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <LoginField
                    name="captcha"
                    label={LOGIN_FIELD_LABELS.captcha}
                    value={values.captcha}
                    onChange={change('captcha')}
                    error={errors.captcha}
                    autoComplete="off"
                  />
                  <Box sx={{ mt: 1, flexShrink: 0, textAlign: 'center' }}>
                    {captcha.challenge ? (
                      <Box
                        component="img"
                        src={captcha.challenge.png}
                        alt="验证码，点击换一张"
                        title="点击换一张"
                        data-testid="captcha-image"
                        onClick={captcha.refresh}
                        sx={{ width: 120, height: 40, display: 'block', cursor: 'pointer', borderRadius: 1, border: 1, borderColor: 'divider', opacity: captcha.loading ? 0.5 : 1 }}
                      />
                    ) : (
                      <Skeleton variant="rounded" width={120} height={40} data-testid="captcha-loading" />
                    )}
                    <Link component="button" type="button" variant="caption" onClick={captcha.refresh} data-testid="captcha-refresh">
                      看不清？换一张
                    </Link>
                  </Box>
                </Box>
                {failure ? (
                  <Alert severity="error" sx={{ mt: 1 }} data-testid="login-error">
                    {failure}
                  </Alert>
                ) : null}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={submitting}
                  sx={{ mt: 2 }}
                  startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                >
                  {submitting ? '登录中…' : '登录'}
                </Button>
              </Box>
              {/* A staff member without a password account signs in with a code texted to their phone. */}
              <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
                <Link href="/sms/login" data-testid="sms-login-link">
                  没有密码？使用短信验证码登录
                </Link>
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
