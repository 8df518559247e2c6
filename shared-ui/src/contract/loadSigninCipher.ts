/**
 * The sign-in cipher (crypto-js's AES), loaded when someone signs in or changes a password rather than with the login
 * page: the page asks for it once the person starts on the form.
 */
import { loadOnce } from '../core/loadOnce';

export const loadSigninCipher = loadOnce(() => import(/* webpackChunkName: "signin-cipher" */ './signinCipher'));
