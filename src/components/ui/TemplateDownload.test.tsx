import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/lib/download';
import { TemplateDownload } from './TemplateDownload';

vi.mock('@/lib/download', () => ({ downloadBlob: vi.fn() }));

describe('the template button', () => {

  it('makes the file once on the click, says it works meanwhile, and downloads it', async () => {
    let finish: (file: File) => void = () => undefined;
    const make = vi.fn(() => ({ done: new Promise<File>((resolve) => (finish = resolve)), cancel: () => undefined }));
    render(<TemplateDownload entity="product" make={make} />);
    const button = screen.getByRole('button', { name: 'Download a template for products (.xlsx)' });
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Making the template…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(make).toHaveBeenCalledTimes(1);
    finish(new File(['x'], 'Template Products.xlsx'));
    expect(await screen.findByText('Template Products.xlsx is downloading.')).toBeInTheDocument();
    expect(downloadBlob).toHaveBeenCalledWith('Template Products.xlsx', expect.any(File));
    expect(button).toHaveAccessibleName('Download a template for products (.xlsx)');
  });

  it('says why it could not make the file, and can be asked again', async () => {
    const make = vi.fn(() => ({ done: Promise.reject(new Error('The catalogue did not answer.')), cancel: () => undefined }));
    render(<TemplateDownload entity="category" make={make} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download a template for categories (.xlsx)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The template could not be made: The catalogue did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Download a template for categories (.xlsx)' }));
    expect(make).toHaveBeenCalledTimes(2);
  });
});
