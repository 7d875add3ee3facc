import { FileUp } from 'lucide-react';
import { Link } from 'wouter';
import { IMPORT_ACCESS, type ImportKind } from '@shared/schemas/imports';
import { Button } from '@web/components/ui/button';
import { useCan } from '@web/lib/permissions';

/**
 * "Import CSV" on a list's header: the import page with the list's kind chosen. Hidden on a
 * phone, where nobody holds a spreadsheet, and for a person who cannot create the kind.
 */
export function ImportLink({ kind }: { kind: ImportKind }) {
  const canImport = useCan(IMPORT_ACCESS[kind]);
  if (!canImport) return null;
  return (
    <Button asChild variant="outline" className="max-md:hidden">
      <Link href={`/import?kind=${kind}`}>
        <FileUp aria-hidden />
        Import CSV
      </Link>
    </Button>
  );
}
