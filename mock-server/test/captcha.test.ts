import { PNG } from 'pngjs';
import { ErrorCode, errorMessage } from 'shared-ui/contract';
import { GLYPH_HEIGHT, glyph } from '../src/captcha/bitmapFont';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaAnswer, renderCaptchaPng } from '../src/captcha/renderCaptcha';
import { Browser, CAPTCHA, startServer, type TestServer } from './harness';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

async function fetchCaptcha(browser: Browser): Promise<{ verifyKey: string; png: string }> {
  const res = await browser.call('GET', 'login/captcha');
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data as { verifyKey: string; png: string };
}

describe('GET login/captcha', () => {
  it('answers a real 120×40 PNG as a data URL and ties the browser with an httpOnly cookie', async () => {
    const browser = new Browser(server);
    const res = await browser.call('GET', 'login/captcha');
    const { verifyKey, png } = res.body.data as { verifyKey: string; png: string };
    expect(verifyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(png.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(png.slice('data:image/png;base64,'.length), 'base64');
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(res.setCookies).toHaveLength(1);
    expect(res.setCookies[0]).toMatch(/^captchaClient=[0-9a-f]{32}; Path=\/v2\/cms; HttpOnly; SameSite=Lax$/);
  });

  it('keeps the browser cookie it already has', async () => {
    const browser = new Browser(server);
    await fetchCaptcha(browser);
    const client = browser.cookies.captchaClient;
    const again = await browser.call('GET', 'login/captcha');
    expect(again.setCookies).toEqual([]);
    expect(browser.cookies.captchaClient).toBe(client);
  });
});

describe('the captcha image', () => {
  it('draws every pixel of every glyph (scaled 4×) when there is no noise', () => {
    const image = PNG.sync.read(renderCaptchaPng('AB3X', { noise: false }));
    let dark = 0;
    for (let i = 0; i < image.data.length; i += 4) {
      const luma = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      if (luma < 128) dark += 1;
    }
    const bits = [...'AB3X'].reduce((sum, c) => sum + glyph(c).flat().filter(Boolean).length, 0);
    expect(dark).toBe(bits * 16);
    expect(glyph('A')).toHaveLength(GLYPH_HEIGHT);
  });

  it('picks random answers from the unambiguous set', () => {
    for (let i = 0; i < 50; i += 1) expect(randomCaptchaAnswer()).toMatch(/^[A-HJKMNP-Y3-9]{4}$/);
  });
});

describe('POST login/verifyCaptcha', () => {
  it('accepts the right answer, in any case', async () => {
    const browser = new Browser(server);
    const { verifyKey } = await fetchCaptcha(browser);
    const res = await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA.toLowerCase() });
    expect(res.body).toEqual({ code: 0, data: null, msg: errorMessage(0) });
  });

  it('refuses a wrong answer with 1101, and the captcha is burnt: the right answer no longer works', async () => {
    const browser = new Browser(server);
    const { verifyKey } = await fetchCaptcha(browser);
    const wrong = await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: 'ZZZZ' });
    expect(wrong.body).toEqual({ code: ErrorCode.CaptchaWrong, data: null, msg: '验证码错误，请重新输入' });
    const retry = await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA });
    expect(retry.body.code).toBe(ErrorCode.CaptchaWrong);
  });

  it('refuses a captcha verified a second time', async () => {
    const browser = new Browser(server);
    const { verifyKey } = await fetchCaptcha(browser);
    expect((await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(0);
    expect((await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(1101);
  });

  it("refuses another browser's captcha, without burning it for its owner", async () => {
    const owner = new Browser(server);
    const { verifyKey } = await fetchCaptcha(owner);
    const other = new Browser(server);
    await fetchCaptcha(other);
    expect((await other.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(1101);
    const noCookie = new Browser(server);
    expect((await noCookie.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(1101);
    expect((await owner.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(0);
  });

  it('refuses a captcha five minutes old', async () => {
    const browser = new Browser(server);
    const { verifyKey } = await fetchCaptcha(browser);
    server.clock.advance(5 * 60_000);
    expect((await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(1101);
  });

  it('accepts one just under five minutes old', async () => {
    const browser = new Browser(server);
    const { verifyKey } = await fetchCaptcha(browser);
    server.clock.advance(5 * 60_000 - 1);
    expect((await browser.call('POST', 'login/verifyCaptcha', { verifyKey, input: CAPTCHA })).body.code).toBe(0);
  });

  it('answers 1106 naming the field when a field is missing', async () => {
    const browser = new Browser(server);
    const res = await browser.call('POST', 'login/verifyCaptcha', { verifyKey: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.msg).toContain('验证码（input）');
  });
});
