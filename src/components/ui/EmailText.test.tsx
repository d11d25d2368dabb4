import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

/** where the address may wrap: the text before each <wbr> */
const wrapPoints = (el: HTMLElement) => [...el.querySelectorAll('wbr')].map((wbr) => wbr.previousSibling?.textContent);

describe('EmailText', () => {
  it('lets an address wrap after "@" and before each ".", and nowhere else', () => {
    render(<EmailText address="anna.marie.schmidt@mail.example.com" />);
    const address = screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'anna.marie.schmidt@mail.example.com');
    expect(wrapPoints(address)).toEqual(['anna', '.marie', '.schmidt@', 'mail', '.example']);
    expect(address).toHaveAttribute('translate', 'no');
  });

  it('keeps the text whole: copied and read as one address', () => {
    // jsdom has no user-agent style sheet: a browser lays <wbr> out inline, which the name computation reads as no gap
    const inline = document.head.appendChild(Object.assign(document.createElement('style'), { textContent: 'wbr { display: inline; }' }));
    render(
      <table>
        <tbody>
          <tr>
            <th scope="row">
              <EmailText address="ben@example.de" />
            </th>
          </tr>
        </tbody>
      </table>,
    );
    // a <wbr> adds no character, so the accessible name and the copied text are the address
    expect(screen.getByRole('rowheader', { name: 'ben@example.de' })).toHaveTextContent(/^ben@example\.de$/);
    inline.remove();
  });

  it('leaves a text without "@" or "." as one piece', () => {
    render(<EmailText address="not an address" />);
    expect(screen.getByText('not an address').querySelector('wbr')).toBeNull();
  });
});
