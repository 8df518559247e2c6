import { DEFAULT_SIGNIN_CIPHER, decryptCredentials, encryptCredentials } from './signinCipher';
import CryptoJS from 'crypto-js';

describe('sign-in cipher', () => {
  it('round-trips credentials, including Chinese and symbols', () => {
    const info = encryptCredentials({ name: '管理员admin', pwd: 'P@ss;"word' });
    expect(decryptCredentials(info)).toEqual({ name: '管理员admin', pwd: 'P@ss;"word' });
  });

  it('is AES-128-CBC with PKCS7 over UTF-8 JSON, base64 — what an integrator reproduces by hand', () => {
    const info = encryptCredentials({ name: 'admin', pwd: 'Admin@123' });
    const key = CryptoJS.enc.Utf8.parse(DEFAULT_SIGNIN_CIPHER.key);
    const iv = CryptoJS.enc.Utf8.parse(DEFAULT_SIGNIN_CIPHER.iv);
    const plain = CryptoJS.AES.decrypt(info, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
    expect(plain.toString(CryptoJS.enc.Utf8)).toBe('{"name":"admin","pwd":"Admin@123"}');
    expect(CryptoJS.enc.Base64.parse(info).sigBytes % 16).toBe(0);
  });

  it('uses the configured key and IV', () => {
    const config = { key: 'another-key-16by', iv: 'another-iv-16byt' };
    const info = encryptCredentials({ name: 'a', pwd: 'b' }, config);
    expect(decryptCredentials(info, config)).toEqual({ name: 'a', pwd: 'b' });
    expect(decryptCredentials(info)).toBeNull();
  });

  it.each([
    ['text that is not base64', 'not base64 !!'],
    ['an empty string', ''],
    ['base64 of the wrong length', 'QUJD'],
    ['a number', 12345],
    ['null', null],
    ['an oversized string', 'A'.repeat(5000)],
  ])('refuses %s as ciphertext', (_label, info) => {
    expect(decryptCredentials(info)).toBeNull();
  });
});
