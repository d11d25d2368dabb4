import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('the progress bar', () => {
  it('names what progresses and says how far it is, to screen readers and in its caption', () => {
    render(<ProgressBar label="Upload of products.json" value={50} max={200} valueText="50 of 200 bytes" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload of products.json' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '50 of 200 bytes');
    expect(screen.getByText('50 of 200 bytes')).toBeInTheDocument();
  });

  it('stays within 0 and 100 % whatever it is given', () => {
    const { rerender } = render(<ProgressBar label="Check" value={300} max={200} />);
    expect(screen.getByRole('progressbar', { name: 'Check' })).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Check" value={5} max={0} />);
    expect(screen.getByRole('progressbar', { name: 'Check' })).toHaveAttribute('aria-valuenow', '0');
  });
});
