import { Fragment } from 'react';

/**
 * The places an address may wrap: after "@" and before each ".". Anywhere else would break a name
 * or a domain in the middle of a word.
 */
const breakPoints = /(?<=@)|(?=\.)/;

/**
 * An e-mail address (or any text the merchant typed in its place) as written, with `<wbr>` where it
 * may wrap. A `<wbr>` adds no character: the address copies as one piece and is read as one name.
 */
export function EmailText({ address, className }: { address: string; className?: string }) {
  const parts = address.split(breakPoints);
  return (
    <span className={className ? `email ${className}` : 'email'} translate="no">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
