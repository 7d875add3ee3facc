import { Printer } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SheetPicker } from './sheet-picker';
import { SummaryPicker } from './summary-picker';

/** Pages made for paper: each opens as a print preview with its own Print button. */
export function PrintableCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Printer className="size-4 text-muted-foreground" aria-hidden />
          Printable
        </CardTitle>
        <CardDescription>Opens a preview to print, or to save as PDF from the print dialog.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SheetPicker />
        <SummaryPicker />
      </CardContent>
    </Card>
  );
}
