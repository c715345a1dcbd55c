import { describe, expect, it } from 'vitest';
import { checkEmail, checkNewPassword, checkRepeat, checkUsername } from './account-rules.js';

describe('account rules', () => {
  it('name the broken rule of each sign-up field', () => {
    expect(checkEmail(' ')).toBe('required');
    expect(checkEmail('not-an-address')).toBe('email');
    expect(checkEmail(' ada@example.com ')).toBeUndefined();
    expect(checkUsername('ab')).toBe('usernameLength');
    expect(checkUsername('a@b.c')).toBe('username');
    expect(checkUsername('Zoë_1')).toBeUndefined();
    expect(checkNewPassword('short')).toBe('passwordLength');
    expect(checkNewPassword('long enough')).toBeUndefined();
    expect(checkRepeat('a', 'b')).toBe('passwordMismatch');
  });
});
