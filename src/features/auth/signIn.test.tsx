import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from './testing/submitSignIn';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';
import { sessionStore } from './session';

withTestPlatform({ signedIn: false });

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    renderApp('/demo/segments');
    expect(await screen.findByRole('heading', { name: 'Sign in to Merchant Admin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant code')).toHaveValue('demo');
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/segments'));
    expect(sessionStore.get()?.merchantCode).toBe('demo');
    expect(sessionStorage.getItem('merchant-admin.session')).toContain('"merchantCode":"demo"');
    expect(localStorage.length).toBe(0);
  });

  it('says plainly when the password is wrong and keeps what was typed', async () => {
    renderApp('/sign-in');
    await submitSignIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('not right');
    expect(screen.getByLabelText('User name')).toHaveValue('demo');
    // focus on the error summary, and the wrong password cleared to be typed again
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(sessionStore.get()).toBeNull();
  });

  it('names each missing field instead of sending a request known to fail', async () => {
    renderApp('/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your merchant code')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    // focus goes to the first field to mend, and each message leaves once its field is edited
    await waitFor(() => expect(screen.getByLabelText('Merchant code')).toHaveFocus());
    expect(screen.getByLabelText('Merchant code')).toHaveAccessibleDescription('Enter your merchant code');
    await userEvent.type(screen.getByLabelText('Merchant code'), 'demo');
    expect(screen.queryByText('Enter your merchant code')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('User name')).toHaveFocus());
    expect(sessionStore.get()).toBeNull();
  });

  it('asks to sign in again over the page when the session ends, then carries on', async () => {
    await signIn();
    // the refresh token is revoked too, so only a new sign-in can mend the session
    sessionStore.set({ ...sessionStore.get()!, accessToken: 'expired', refreshToken: 'revoked' });
    renderApp('/demo/segments');
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and carry on' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/demo/segments');
    expect(sessionStore.get()?.accessToken).not.toBe('expired');
  });
});
