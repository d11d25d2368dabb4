import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { ErrorMessage } from './ErrorMessage';

describe('an error shown in the page', () => {
  it('says what its kind means from the catalog', () => {
    const { container } = render(<ErrorMessage error={new ApiError('timeout')} />);
    expect(container).toHaveTextContent('The service did not answer in time. Try again.');
    expect(container.querySelector('[translate="no"]')).toBeNull();
  });

  it('leaves the service’s own words as sent, marked untranslatable', () => {
    render(<ErrorMessage error={new ApiError('conflict', 'Code vip is taken', { status: 409 })} />);
    expect(screen.getByText('Code vip is taken')).toHaveAttribute('translate', 'no');
  });

  it('marks the technical detail of an answer of the wrong shape untranslatable', () => {
    const { container } = render(<ErrorMessage error={new ApiError('badResponse', undefined, { detail: 'imports.0.ref: expected string' })} />);
    expect(container).toHaveTextContent('The service answered in an unexpected form (imports.0.ref: expected string).');
    expect(screen.getByText('imports.0.ref: expected string')).toHaveAttribute('translate', 'no');
  });
});
