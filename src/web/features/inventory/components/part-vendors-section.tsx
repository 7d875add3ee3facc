import { useState } from 'react';
import { Pencil, Truck } from 'lucide-react';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCan } from '@web/lib/permissions';
import { usePartVendors } from '../api/part-vendors';
import { PartVendorsEditor } from './part-vendors-editor';
import { PartVendorsList } from './part-vendors-list';

/** Who sells the part, at what price and how fast (ADR 59); those who write parts edit the list. */
export function PartVendorsSection({ partId }: { partId: string }) {
  const canWrite = useCan('parts.write');
  const [isEditing, setEditing] = useState(false);
  const vendors = usePartVendors(partId);
  return (
    <section className="grid gap-2" aria-labelledby="part-vendors-heading">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h3 id="part-vendors-heading" className="text-sm font-semibold">
          Vendors
        </h3>
        {canWrite && !isEditing && vendors.data ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit vendors
          </Button>
        ) : null}
      </div>
      <QueryState
        query={vendors}
        errorTitle="Failed to fetch vendors"
        loading={
          <Skeletons count={2} label="Loading vendors" className="grid gap-2">
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
              title="No vendor prices yet"
              description="The vendors this part is bought from appear here, with their part numbers, prices and lead times."
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
