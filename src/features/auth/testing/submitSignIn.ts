import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the English sign-in form as merchant demo, user demo, with `password`, and sends it. */
export async function submitSignIn(password: string) {
  await userEvent.type(await screen.findByLabelText('Merchant code'), 'demo');
  await userEvent.type(screen.getByLabelText('User name'), 'demo');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}
