import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The table once its rows are drawn: DataTable draws them in a pass React may interrupt and marks
 * the table busy meanwhile, so a test reads the rows after the busy mark is gone.
 */
export const findSettledTable = (name?: string | RegExp) =>
  waitFor(() => {
    const table = screen.getByRole('table', name === undefined ? {} : { name });
    expect(table).not.toHaveAttribute('aria-busy');
    return table;
  });
