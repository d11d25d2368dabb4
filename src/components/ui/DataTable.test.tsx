import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';
import { Pager } from './Pager';
import { SelectionBar } from './SelectionBar';

interface Fruit {
  id: string;
  name: string;
  count: number;
}
const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Banana', count: 12 },
  { id: 'c', name: 'Cherry', count: 40 },
];
const columns: Column<Fruit>[] = [
  { key: 'name', header: 'Fruit', cell: (f) => f.name },
  { key: 'count', header: 'Count', numeric: true, cell: (f) => f.count },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (f) => <button type="button">Eat {f.name}</button> },
];

function SelectableFruits() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      {selected.size > 0 && (
        <SelectionBar countText={`${selected.size} fruits`} label="Selected fruits" onClear={() => setSelected(new Set())}>
          <button type="button">Eat them</button>
        </SelectionBar>
      )}
      <DataTable
        caption="Fruits"
        columns={columns}
        rowHeader="name"
        rows={fruits}
        rowKey={(f) => f.id}
        selection={{
          isSelected: (f) => selected.has(f.id),
          onToggle: (rows, on) =>
            setSelected((prev) => {
              const next = new Set(prev);
              for (const r of rows) {
                if (on) next.add(r.id);
                else next.delete(r.id);
              }
              return next;
            }),
          rowLabel: (f) => `Select ${f.name}`,
          allLabel: 'Select all 3 fruits on this page',
        }}
      />
    </>
  );
}

describe('DataTable', () => {
  it('draws the columns given as data, with a caption, row headers and labels for narrow screens', () => {
    render(<DataTable caption="Fruits" columns={columns} rowHeader="name" rows={fruits} rowKey={(f) => f.id} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fruit', 'Count', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Banana' })).toBeInTheDocument();
    const cherry = within(table).getByRole('row', { name: /Cherry/ });
    expect(within(cherry).getByText('40')).toHaveClass('num');
    expect(within(cherry).getByText('40')).toHaveAttribute('data-label', 'Count');
  });

  it('becomes cards on a phone: every value cell carries its column’s name, the actions too, and a table may keep its columns', () => {
    const wide: Column<Fruit>[] = [...columns.slice(0, 2), { key: 'note', header: 'Note', wideOnCard: true, cell: (f) => `${f.name} keeps a week` }, columns[2]!];
    const { rerender } = render(<DataTable caption="Fruits" columns={wide} rowHeader="name" rows={fruits} rowKey={(f) => f.id} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveClass('cards-on-phone');
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Count', 'Note', 'Actions']);
    }
    const apple = within(table).getByRole('row', { name: /Apple/ });
    // the actions' name is read, not shown beside the button; a long value stands under its name
    expect(within(apple).getByRole('button', { name: 'Eat Apple' }).closest('td')).toHaveClass('cell-unnamed');
    expect(within(apple).getByText('Apple keeps a week')).toHaveClass('cell-wide');
    rerender(<DataTable caption="Fruits" columns={wide} rowHeader="name" rows={fruits} rowKey={(f) => f.id} cardsOnPhone={false} />);
    expect(screen.getByRole('table', { name: 'Fruits' })).not.toHaveClass('cards-on-phone');
  });

  it('keeps the box that selects the page on a card layout, named and with its words', () => {
    render(<SelectableFruits />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveClass('cards-on-phone', 'cards-with-selection');
    const all = screen.getByRole('checkbox', { name: 'Select all 3 fruits on this page' });
    expect(all.closest('label')).toHaveTextContent('Select all 3 fruits on this page');
  });

  it('shows the empty state instead of an empty table', () => {
    render(<DataTable caption="Fruits" columns={columns} rowHeader="name" rows={[]} rowKey={(f) => f.id} empty={<p>No fruit yet</p>} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
  });

  it('selects rows one by one or the whole page, half-ticks the page box, and clears from the selection bar', async () => {
    const user = userEvent.setup();
    render(<SelectableFruits />);
    const all = screen.getByRole('checkbox', { name: 'Select all 3 fruits on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('region', { name: 'Selected fruits' })).toHaveTextContent('1 fruits selected');
    await user.click(all);
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);
    expect(screen.getByRole('status')).toHaveTextContent('3 fruits selected');
    await user.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(screen.queryByRole('region', { name: 'Selected fruits' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Banana' })).not.toBeChecked();
  });
});

describe('Pager', () => {
  it('pages over limit/offset and says where the reader is', async () => {
    const user = userEvent.setup();
    const offsets: number[] = [];
    const { rerender } = render(<Pager kind="offset" what="fruits" offset={0} limit={25} total={60} onChange={(o) => offsets.push(o)} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of fruits' });
    expect(nav).toHaveTextContent('1–25 of 60 fruits · page 1 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(offsets).toEqual([25]);
    rerender(<Pager kind="offset" what="fruits" offset={50} limit={25} total={60} onChange={(o) => offsets.push(o)} />);
    expect(nav).toHaveTextContent('51–60 of 60 fruits · page 3 of 3');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(offsets).toEqual([25, 25]);
  });

  it("pages over the service's cursors", async () => {
    const user = userEvent.setup();
    const moves: string[] = [];
    render(<Pager kind="cursor" what="members" page={2} totalText="1 member found" onPrevious={() => moves.push('back')} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(nav).toHaveTextContent('Page 2 · 1 member found');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(moves).toEqual(['back']);
  });
});
