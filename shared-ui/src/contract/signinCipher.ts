/**
 * Sign-in credentials travel as `{ info }`: base64 of AES-128-CBC (PKCS7) over the UTF-8 JSON `{"name","pwd"}`.
 * Key and IV are UTF-8 strings of 16 bytes, set by configuration (build-time default, run-time override).
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import { DEFAULT_SIGNIN_CIPHER, type Credentials, type SigninCipherConfig } from './signinCipherConfig';

export * from './signinCipherConfig';

export function encryptCredentials(credentials: Credentials, config: SigninCipherConfig = DEFAULT_SIGNIN_CIPHER): string {
  const plaintext = JSON.stringify({ name: credentials.name, pwd: credentials.pwd });
  // crypto-js's defaults are the mode and padding we need: CBC with PKCS7.
  const encrypted = AES.encrypt(Utf8.parse(plaintext), Utf8.parse(config.key), { iv: Utf8.parse(config.iv) });
  return encrypted.ciphertext.toString(Base64);
}

/** Returns the credentials, or `null` for anything that is not a valid ciphertext of a credentials object. */
export function decryptCredentials(info: unknown, config: SigninCipherConfig = DEFAULT_SIGNIN_CIPHER): Credentials | null {
  if (typeof info !== 'string' || info.length === 0 || info.length > 4096 || !/^[A-Za-z0-9+/]+={0,2}$/.test(info)) {
    return null;
  }
  try {
    const decrypted = AES.decrypt(info, Utf8.parse(config.key), { iv: Utf8.parse(config.iv) });
    const parsed: unknown = JSON.parse(decrypted.toString(Utf8));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { name, pwd } = parsed as Record<string, unknown>;
    if (typeof name !== 'string' || typeof pwd !== 'string') return null;
    return { name, pwd };
  } catch {
    // Malformed UTF-8 or JSON: not our ciphertext.
    return null;
  }
}
