import { useState } from 'react';
import { Pencil, Truck } from 'lucide-react';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { usePartVendors } from '../api/part-vendors';
import { inventoryMessages } from '../messages';
import { PartVendorsEditor } from './part-vendors-editor';
import { PartVendorsList } from './part-vendors-list';

/** Who sells the part, at what price and how fast (ADR 59); those who write parts edit the list. */
export function PartVendorsSection({ partId }: { partId: string }) {
  const t = useT(inventoryMessages);
  const canWrite = useCan('parts.write');
  const [isEditing, setEditing] = useState(false);
  const vendors = usePartVendors(partId);
  return (
    <section className="grid gap-2" aria-labelledby="part-vendors-heading">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h3 id="part-vendors-heading" className="text-sm font-semibold">
          {t('vendors.title')}
        </h3>
        {canWrite && !isEditing && vendors.data ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('vendors.edit')}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={vendors}
        errorTitle={t('vendors.failed')}
        loading={
          <Skeletons count={2} label={t('vendors.loading')} className="grid gap-2">
            {() => <Skeleton className="h-9 w-full" />}
          </Skeletons>
        }
      >
        {(list) =>
          isEditing ? (
            <PartVendorsEditor partId={partId} vendors={list} onDone={() => setEditing(false)} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={Truck}
              title={t('vendors.empty')}
              description={t('vendors.emptyHint')}
              className="rounded-lg border border-dashed py-6 sm:py-8"
            />
          ) : (
            <PartVendorsList vendors={list} />
          )
        }
      </QueryState>
    </section>
  );
}
