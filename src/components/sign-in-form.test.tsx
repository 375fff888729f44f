import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../api/client.ts';
import { sessionStore } from '../api/session-store.ts';
import { jsonResponse, renderWithProviders } from '../test/render.test-support.tsx';
import { SignInForm } from './sign-in-form.tsx';

const user = {
  id: 3,
  username: 'sunrise.admin',
  displayName: 'Dana Reyes',
  role: 'Dealer Administrator',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Improvement' }],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({
    baseUrl: '',
    getToken: sessionStore.token,
    onUnauthorized: sessionStore.expire,
  });
  sessionStore.signOut();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SignInForm, sandbox mode', () => {
  it('names each missing field and sends nothing', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in and keeps the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 'tok', user }));
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Username'), 'sunrise.admin');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(sessionStore.get()).toMatchObject({ status: 'active', token: 'tok' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      username: 'sunrise.admin',
      password: 'demo1234',
    });
  });

  it('shows the service refusal and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { Message: 'This account has been disabled. Ask your administrator to reactivate it.' },
        403,
      ),
    );
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'inactive.ian');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled');
    expect(screen.getByLabelText('Username')).toHaveValue('inactive.ian');
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('says when to try again after too many failures, keeping what was typed', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          Message: 'Too many failed sign-ins for this username. Try again in 4 minutes.',
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '200' } },
      ),
    );
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'sunrise.admin');
    await userEvent.type(screen.getByLabelText('Password'), 'guess-11');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The form cannot know which limit the service applied (username or address).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 4 minutes.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('sunrise.admin');
    expect(screen.getByLabelText('Password')).toHaveValue('guess-11');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('without Retry-After, says to wait a few minutes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Message: 'Too many' }, 429));
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'sunrise.admin');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in a few minutes.',
    );
  });

  it('sends once however often the button is pressed', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    renderWithProviders(<SignInForm authMode="sandbox" onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'a');
    await userEvent.type(screen.getByLabelText('Password'), 'b');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.dblClick(button);
    await userEvent.keyboard('{Enter}');
    release(jsonResponse({ token: 'tok', user }));
    await waitFor(() => expect(sessionStore.get().status).toBe('active'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('SignInForm, token mode', () => {
  it('checks the token by listing the dealers with it', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ Id: 101, Name: 'Sunrise Home Improvement' }]));
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm authMode="token" onSignedIn={onSignedIn} />, {
      authMode: 'token',
    });
    await userEvent.type(screen.getByLabelText('Access token'), 'abc.def');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v3/api/dealers');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer abc.def');
    expect(sessionStore.get().user?.dealers).toEqual([
      { id: 101, name: 'Sunrise Home Improvement' },
    ]);
  });

  it('explains a refused token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Message: 'Authorization has been denied' }, 401));
    renderWithProviders(<SignInForm authMode="token" onSignedIn={vi.fn()} />, {
      authMode: 'token',
    });
    await userEvent.type(screen.getByLabelText('Access token'), 'expired');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not accept this access token');
  });
});
