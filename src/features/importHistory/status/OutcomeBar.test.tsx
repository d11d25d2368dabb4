import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutcomeBar } from './OutcomeBar';

const outcome = { created: 4, updated: 0, deleted: 0, failed: 0, skipped: 0, succeeded: 4, processed: 4, total: 4, removedNotInFile: 0 };

describe('OutcomeBar', () => {
  it('gives the share processed when every file is counted', () => {
    render(<OutcomeBar label="All files" outcome={outcome} asProgress />);
    expect(screen.getByRole('progressbar', { name: 'All files processed' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('does not look done while files wait to be counted: no share, and the sentence says so', () => {
    render(<OutcomeBar label="All files" outcome={outcome} asProgress filesWaiting={2} />);
    const bar = screen.getByRole('progressbar', { name: 'All files processed' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/2 more files wait to be counted\.$/);
    expect(screen.getByText(/2 more files wait to be counted\.$/)).toBeInTheDocument();
  });
});
