import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

export interface SpecRow {
  name: string;
  value: ReactNode;
}

/** A titled card of name/value pairs, side by side once the card is wide enough. */
export function SpecTable({ title, rows }: { title: string; rows: readonly SpecRow[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="@container divide-y text-sm">
          {rows.map((row) => (
            <div
              key={row.name}
              className="grid grid-cols-1 gap-1 py-2.5 first:pt-0 last:pb-0 @xs:grid-cols-[9rem_minmax(0,1fr)] @xs:gap-4"
            >
              <dt className="text-muted-foreground">{row.name}</dt>
              <dd className="min-w-0 break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
