/**
 * The sign-in cipher's settings and the credentials it carries, apart from the cipher itself (signinCipher.ts), which
 * brings crypto-js: the login page's first screen needs these, and the cipher only once someone signs in.
 */
export interface SigninCipherConfig {
  key: string;
  iv: string;
}

export const DEFAULT_SIGNIN_CIPHER: SigninCipherConfig = { key: 'cms-login-key-16', iv: 'cms-login-iv-16b' };

export interface Credentials {
  name: string;
  pwd: string;
}
