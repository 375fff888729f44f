import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_WAIT_MS,
  readSessionMessage,
  SIGNED_IN_LOCK,
  type SessionChannel,
  type SessionLocks,
  type SessionMessage,
} from './session-channel.ts';
import { createSessionStore, sessionStore } from './session-store.ts';

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

const lee = { ...user, id: 4, username: 'sunrise.rep', displayName: 'Lee Park' };

/** The browser's lock manager, shared by the tabs of one test. */
function lockManager(): SessionLocks {
  const held: { name: string }[] = [];
  return {
    async request(name, _options, callback) {
      const lock = { name };
      held.push(lock);
      await callback();
      held.splice(held.indexOf(lock), 1);
    },
    query: async () => ({ held: [...held] }),
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const channels: BroadcastChannel[] = [];
// Each test's tabs talk on a channel of their own, away from the portal's (this file's other
// tests use the portal's store, which listens there).
let channelName = '';
beforeEach(() => {
  channelName = `portal.session.test.${Math.random()}`;
});
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  vi.useRealTimers();
});

/** A tab of the portal: its own store, storage and channel, the browser's locks. */
function tab(locks: SessionLocks = lockManager()) {
  const channel = new BroadcastChannel(channelName);
  channels.push(channel);
  const storage = memoryStorage();
  const store = createSessionStore({
    storage,
    channel: channel as unknown as SessionChannel,
    locks,
  });
  return { store, storage, channel };
}

describe('a new tab asks the open tabs for the session', () => {
  it('adopts the session of a signed-in tab, user and token', async () => {
    const locks = lockManager();
    const first = tab(locks);
    first.store.signIn('abc', user);
    const second = tab(locks);
    await second.store.askOpenTabs();
    expect(second.store.get()).toMatchObject({ status: 'active', token: 'abc', user: user });
  });

  it('asks no one and waits for nothing when no tab is signed in', async () => {
    const locks = lockManager();
    const signedOutTab = tab(locks);
    const heard: unknown[] = [];
    signedOutTab.channel.onmessage = (event) => heard.push((event as { data: unknown }).data);
    const second = tab(locks);
    await second.store.askOpenTabs();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    expect(second.store.get().status).toBe('signed-out');
  });

  it('falls back to signed out when the signed-in tab does not answer in time', async () => {
    vi.useFakeTimers();
    const locks = lockManager();
    void locks.request(SIGNED_IN_LOCK, { mode: 'shared' }, () => new Promise(() => {}));
    const posted: SessionMessage[] = [];
    const silent: SessionChannel = {
      postMessage: (message) => posted.push(message),
      addEventListener: () => {},
    };
    const store = createSessionStore({ storage: memoryStorage(), channel: silent, locks });
    let settled = false;
    const asked = store.askOpenTabs().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    expect(settled).toBe(false);
    expect(posted).toMatchObject([{ type: 'ask' }]);
    await vi.advanceTimersByTimeAsync(1);
    await asked;
    expect(store.get().status).toBe('signed-out');
  });

  it('holds the signed-in lock only while signed in', async () => {
    const locks = lockManager();
    const { store } = tab(locks);
    store.signIn('abc', user);
    await vi.waitFor(async () => expect((await locks.query()).held).toHaveLength(1));
    store.signOut();
    await vi.waitFor(async () => expect((await locks.query()).held).toEqual([]));
  });
});

describe('every tab follows the session', () => {
  it('a sign-out in one tab signs out every tab, saying why', async () => {
    const locks = lockManager();
    const first = tab(locks);
    first.store.signIn('abc', user);
    const second = tab(locks);
    await second.store.askOpenTabs();
    first.store.signOut('idle');
    await vi.waitFor(() =>
      expect(second.store.get()).toEqual({
        status: 'signed-out',
        token: null,
        user: null,
        endedBy: 'idle',
      }),
    );
    expect(second.storage.getItem('portal.session')).toBeNull();
  });

  it('a 401 in one tab asks every tab holding that token to sign in again', async () => {
    const locks = lockManager();
    const first = tab(locks);
    first.store.signIn('abc', user);
    const same = tab(locks);
    await same.store.askOpenTabs();
    first.store.expire();
    await vi.waitFor(() =>
      expect(same.store.get()).toMatchObject({ status: 'expired', token: null, user: user }),
    );
  });

  it('a 401 for an older token leaves a tab with a newer one signed in', async () => {
    const first = tab();
    const other = tab();
    first.store.signIn('old', user);
    other.store.signIn('new', user);
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.store.signIn('old', user);
    first.store.expire();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other.store.get()).toMatchObject({ status: 'active', token: 'new' });
  });

  it('signing in again in one tab signs in the tabs waiting for the same user only', async () => {
    const first = tab();
    const same = tab();
    const another = tab();
    same.store.signIn('abc', user);
    another.store.signIn('xyz', lee);
    await new Promise((resolve) => setTimeout(resolve, 20));
    same.store.expire();
    another.store.expire();
    first.store.signIn('def', user);
    await vi.waitFor(() =>
      expect(same.store.get()).toMatchObject({ status: 'active', token: 'def', user: user }),
    );
    expect(another.store.get()).toMatchObject({ status: 'expired', user: lee });
  });

  it('passes activity on to the other tabs', async () => {
    const first = tab();
    const second = tab();
    const heard: string[] = [];
    second.store.onActivityElsewhere((activity) => heard.push(activity));
    first.store.shareActivity('active');
    first.store.shareActivity('stay');
    await vi.waitFor(() => expect(heard).toEqual(['active', 'stay']));
  });
});

describe('reading a message', () => {
  it.each([
    [{ type: 'ask', id: 'a' }],
    [{ type: 'answer', to: 'a', token: 't', user: user }],
    [{ type: 'signed-out', endedBy: 'user' }],
    [{ type: 'expired', token: 't' }],
  ])('reads %j', (message) => {
    expect(readSessionMessage(message)).toEqual(message);
  });

  it.each([
    ['an unknown type', { type: 'hello' }],
    ['an answer without a token', { type: 'answer', to: 'a', token: '', user: user }],
    ['an answer with a damaged user', { type: 'answer', to: 'a', token: 't', user: { id: 'x' } }],
    ['an unknown reason to sign out', { type: 'signed-out', endedBy: 'boredom' }],
    ['not an object', 'signed-out'],
  ])('ignores %s', (_case, message) => {
    expect(readSessionMessage(message)).toBeNull();
  });

  it('ignores an answer meant for another tab', async () => {
    const posted: SessionMessage[] = [];
    let deliver: (data: unknown) => void = () => {};
    const channel: SessionChannel = {
      postMessage: (message) => posted.push(message),
      addEventListener: (_type, listener) =>
        (deliver = (data) => listener(new MessageEvent('message', { data }))),
    };
    vi.useFakeTimers();
    const store = createSessionStore({ storage: memoryStorage(), channel });
    const asked = store.askOpenTabs();
    await vi.advanceTimersByTimeAsync(0);
    deliver({ type: 'answer', to: 'someone else', token: 't', user: user });
    expect(store.get().status).toBe('signed-out');
    const [ask] = posted;
    deliver({ type: 'answer', to: ask?.type === 'ask' ? ask.id : '', token: 't', user: user });
    await asked;
    expect(store.get()).toMatchObject({ status: 'active', token: 't' });
  });
});
