import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** An unknown reference, or another merchant's: said plainly, with the way back. */
export function ImportNotFound({ merchantCode, importRef }: { merchantCode: string; importRef: string }) {
  return (
    <>
      <h1>Import not found</h1>
      <p>
        Merchant <strong>{merchantCode}</strong> has no import with the reference <code className="detail-ref">{importRef}</code>.
      </p>
      <p>The reference may be mistyped or shortened, or the import belongs to another merchant.</p>
      <p>
        <Link to={paths.imports(merchantCode)}>Back to Imports</Link>
      </p>
    </>
  );
}
