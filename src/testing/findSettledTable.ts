import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The table once it is drawn and settled: lists draw their rows in a render React may interrupt,
 * and a table whose rows are about to be replaced is marked busy; a test reads rows after both.
 */
export const findSettledTable = (name?: string | RegExp) =>
  waitFor(() => {
    const table = screen.getByRole('table', name === undefined ? {} : { name });
    expect(table).not.toHaveAttribute('aria-busy');
    return table;
  });
