import { FileUp } from 'lucide-react';
import { Link } from 'wouter';
import { IMPORT_ACCESS, type ImportKind } from '@shared/schemas/imports';
import { Button } from '@web/components/ui/button';
import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { componentsMessages } from '@web/components/messages';

/**
 * "Import CSV" on a list's header: the import page with the list's kind chosen. Hidden on a
 * phone, where nobody holds a spreadsheet, and for a person who cannot create the kind.
 */
export function ImportLink({ kind }: { kind: ImportKind }) {
  const t = useT(componentsMessages);
  const canImport = useCan(IMPORT_ACCESS[kind]);
  if (!canImport) return null;
  return (
    <Button asChild variant="outline" className="max-md:hidden">
      <Link href={`/import?kind=${kind}`}>
        <FileUp aria-hidden />
        {t('import.csv')}
      </Link>
    </Button>
  );
}
