import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { submitSignIn } from './testing/submitSignIn';
import { renderApp, withTestPlatform } from '@/testing/app';

withTestPlatform({ signedIn: false });

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the sign-in page in the merchant’s language', () => {
  it('offers the language before signing in, and words what went wrong anew when it changes', async () => {
    renderApp('/sign-in');
    await submitSignIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('not right');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache / Language' }), 'de');
    expect(await screen.findByRole('heading', { name: 'Bei Händler-Admin anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Händlercode, Benutzername oder Passwort stimmen nicht.');
    await waitFor(() => expect(document.title).toBe('Anmelden · Händler-Admin'));

    await userEvent.clear(screen.getByLabelText('Händlercode'));
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText('Händlercode')).toHaveAccessibleDescription('Geben Sie Ihren Händlercode ein');
  });
});
