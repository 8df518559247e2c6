import { callAccess, createCallMap, mayCall } from './callOwners';
import { SMS_API, SMS_MESSAGES, SMS_QUERY_OWNER, formatPhone, normalisePhone, phoneProblem, smsCodeProblem } from './smsCode';

describe('phone numbers (Hong Kong and mainland mobiles)', () => {
  it.each([
    ['91234567', '+85291234567'],
    ['+852 9123 4567', '+85291234567'],
    ['852-9123-4567', '+85291234567'],
    ['00852 6123 4567', '+85261234567'],
    ['(+852) 5123 4567', '+85251234567'],
    ['13800138000', '+8613800138000'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['86 19912345678', '+8619912345678'],
    ['0086-13800138000', '+8613800138000'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164);
    expect(phoneProblem(typed)).toBeUndefined();
  });

  it.each([
    ['21234567', 'a Hong Kong fixed line'],
    ['9123456', 'seven digits'],
    ['912345678', 'nine digits'],
    ['12800138000', 'a mainland number starting 12'],
    ['+852 13800138000', 'a mainland number under the Hong Kong prefix'],
    ['+86 91234567', 'a Hong Kong number under the mainland prefix'],
    ['+1 4155550100', 'another country'],
    ['9123abcd', 'letters'],
  ])('refuses %s (%s)', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
    expect(phoneProblem(typed)).toBe(SMS_MESSAGES.phoneInvalid);
  });

  it('asks for a number when none is given, whatever the type', () => {
    expect(phoneProblem('  ')).toBe(SMS_MESSAGES.phoneRequired);
    expect(phoneProblem(undefined)).toBe(SMS_MESSAGES.phoneRequired);
    expect(normalisePhone(91234567)).toBeNull();
  });

  it('writes numbers as people read them', () => {
    expect(formatPhone('+85291234567')).toBe('+852 9123 4567');
    expect(formatPhone('+8613800138000')).toBe('+86 138 0013 8000');
  });

  it('takes six digits as a code', () => {
    expect(smsCodeProblem('123456')).toBeUndefined();
    expect(smsCodeProblem(' 123456 ')).toBeUndefined();
    expect(smsCodeProblem('')).toBe(SMS_MESSAGES.codeRequired);
    expect(smsCodeProblem('12345')).toBe(SMS_MESSAGES.codeInvalid);
    expect(smsCodeProblem('12345a')).toBe(SMS_MESSAGES.codeInvalid);
  });
});

describe('who owns the look-up', () => {
  const map = createCallMap([]);
  it('gives the look-up and its log to whoever may open 验证码配置', () => {
    for (const path of [SMS_API.lookup, SMS_API.lookupLog]) {
      const access = callAccess(map, path, {});
      expect(access).toEqual({ kind: 'owned', owners: [SMS_QUERY_OWNER] });
      expect(mayCall({ isSuperAdmin: false, permission: [SMS_QUERY_OWNER] }, access, map, 'GET')).toBe(true);
      expect(mayCall({ isSuperAdmin: false, permission: ['/articles/library'] }, access, map, 'GET')).toBe(false);
      expect(mayCall({ isSuperAdmin: false, permission: null }, access, map, 'GET')).toBe(true);
    }
  });
});
