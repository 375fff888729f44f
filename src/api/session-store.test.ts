import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-store.ts';

const user = {
  id: 3,
  username: 'sunrise.admin',
  displayName: 'Dana Reyes',
  role: 'Dealer Administrator',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Improvement' }],
};

describe('sessionStore', () => {
  beforeEach(() => sessionStore.signOut());

  it('keeps the token in memory and sessionStorage only', () => {
    sessionStore.signIn('abc', user);
    expect(sessionStore.token()).toBe('abc');
    expect(sessionStorage.getItem('portal.session')).toContain('abc');
    expect(JSON.stringify({ ...localStorage })).not.toContain('abc');
  });

  it('survives a reload of the tab', () => {
    sessionStore.signIn('abc', user);
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ status: 'active', token: 'abc', user });
  });

  it('ignores a damaged stored session', () => {
    sessionStorage.setItem('portal.session', '{"token":5}');
    sessionStore.reload();
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('on expiry drops the token but remembers the user, to offer signing in again', () => {
    sessionStore.signIn('abc', user);
    sessionStore.expire();
    expect(sessionStore.get()).toMatchObject({ status: 'expired', token: null, user });
    expect(sessionStore.token()).toBeNull();
    expect(sessionStorage.getItem('portal.session')).toBeNull();
  });

  it('signing out forgets everything and says why', () => {
    sessionStore.signIn('abc', user);
    sessionStore.signOut('idle');
    expect(sessionStore.get()).toEqual({
      status: 'signed-out',
      token: null,
      user: null,
      endedBy: 'idle',
    });
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = sessionStore.subscribe(() => calls++);
    sessionStore.signIn('abc', user);
    sessionStore.expire();
    unsubscribe();
    sessionStore.signOut();
    expect(calls).toBe(2);
  });
});

describe('what the service disabled, remembered for the session', () => {
  beforeEach(() => sessionStore.signOut());

  it('remembers each capability once, in memory only, and forgets it at sign-out', () => {
    sessionStore.signIn('abc', user);
    sessionStore.remember('applications.stageFund');
    sessionStore.remember('applications.stageFund');
    expect(sessionStore.get().disabled).toEqual(['applications.stageFund']);
    expect(sessionStorage.getItem('portal.session')).not.toContain('stageFund');
    sessionStore.signOut();
    expect(sessionStore.get().disabled).toBeUndefined();
    sessionStore.remember('users.read');
    expect(sessionStore.get().disabled).toBeUndefined();
  });

  it('keeps it through an expiry and a sign-in as the same user, not for another user', () => {
    sessionStore.signIn('abc', user);
    sessionStore.remember('users.read');
    sessionStore.expire();
    sessionStore.signIn('def', user);
    expect(sessionStore.get().disabled).toEqual(['users.read']);
    sessionStore.expire();
    sessionStore.signIn('ghi', { ...user, id: 4, username: 'sunrise.rep' });
    expect(sessionStore.get().disabled).toBeUndefined();
  });
});
