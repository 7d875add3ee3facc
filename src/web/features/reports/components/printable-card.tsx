import { Printer } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';
import { SheetPicker } from './sheet-picker';
import { SummaryPicker } from './summary-picker';

/** Pages made for paper: each opens as a print preview with its own Print button. */
export function PrintableCard() {
  const t = useT(reportsMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Printer className="size-4 text-muted-foreground" aria-hidden />
          {t('printable.title')}
        </CardTitle>
        <CardDescription>{t('printable.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SheetPicker />
        <SummaryPicker />
      </CardContent>
    </Card>
  );
}
