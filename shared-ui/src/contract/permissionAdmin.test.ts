import { ADMIN_PASSWORD_RULE, PERMISSION_ADMIN_MESSAGES, adminCredentialProblems, adminPhoneValue } from './permissionAdmin';
import { SMS_MESSAGES } from './smsCode';

describe('adminCredentialProblems (the admin form and mock-server alike)', () => {
  it('create by password: an acceptable password; the phone optional, by the SMS sign-in’s rule', () => {
    expect(adminCredentialProblems({ signinMethod: 'password', password: 'Secret123', phone: '' }, 'create')).toEqual([]);
    expect(adminCredentialProblems({ signinMethod: 'password', password: 'short', phone: '2345 6789' }, 'create')).toEqual([
      { field: 'password', message: ADMIN_PASSWORD_RULE },
      { field: 'phone', message: SMS_MESSAGES.phoneInvalid },
    ]);
  });

  it('create SMS-only: a phone and no password', () => {
    expect(adminCredentialProblems({ signinMethod: 'sms', password: '', phone: '9123 4567' }, 'create')).toEqual([]);
    expect(adminCredentialProblems({ signinMethod: 'sms', password: 'Secret123', phone: ' ' }, 'create')).toEqual([
      { field: 'password', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNoPassword },
      { field: 'phone', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone },
    ]);
  });

  it('update: a blank password leaves it; an SMS-only account keeps its phone unless it is given a password', () => {
    expect(adminCredentialProblems({ signinMethod: 'password', password: '', phone: '' }, 'update')).toEqual([]);
    expect(adminCredentialProblems({ signinMethod: 'sms', password: '', phone: '' }, 'update')).toEqual([
      { field: 'phone', message: PERMISSION_ADMIN_MESSAGES.smsOnlyNeedsPhone },
    ]);
    expect(adminCredentialProblems({ signinMethod: 'sms', password: 'Given1234', phone: '' }, 'update')).toEqual([]);
  });

  it('stores the phone as E.164, and blank as none', () => {
    expect(adminPhoneValue('138-0013-8000')).toBe('+8613800138000');
    expect(adminPhoneValue('  ')).toBeNull();
  });
});
