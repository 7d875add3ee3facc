import { useState } from 'react';
import { Users } from 'lucide-react';
import { SearchInput } from '@web/components/search-input';
import { QueryState } from '@web/components/query-state';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { SKELETON_ROWS } from '@shared/constants';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatCount } from '@web/lib/formatting';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useUsers } from '../api/list-users';
import { useWarehouses } from '../api/list-warehouses';
import { AddUserDialog } from '../components/add-user-dialog';
import { UserCardList } from '../components/user-card-list';
import { userRules } from '../components/user-rules';
import { UsersTable } from '../components/users-table';

function UsersSkeleton() {
  return (
    <div className="divide-y" aria-label="Loading users">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className="flex items-center gap-3 p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function UsersPage() {
  const { user: currentUser } = useAuth();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [showDeactivated, setShowDeactivated] = useState(false);
  const q = useDebouncedValue(search, 300);
  const users = useUsers({ q, includeInactive: showDeactivated });
  const warehouses = useWarehouses();
  const List = isMobile ? UserCardList : UsersTable;

  return (
    <>
      <PageHeader
        title="Users"
        description="Who can sign in, their role and the warehouses they work in."
        actions={<AddUserDialog warehouses={warehouses.data} />}
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label="Search users"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={setSearch}
            className="w-full sm:max-w-xs"
          />
          <div className="flex min-h-11 items-center gap-3">
            <Switch id="show-deactivated" checked={showDeactivated} onCheckedChange={setShowDeactivated} />
            <Label htmlFor="show-deactivated" className="cursor-pointer">
              Show deactivated
            </Label>
          </div>
        </div>
        <QueryState
          query={users}
          errorTitle="Failed to fetch users"
          errorClassName="m-4"
          loading={<UsersSkeleton />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={Users}
              title={q ? 'No users match your search' : 'No users yet'}
              description={
                q
                  ? 'Try another name or e-mail address.'
                  : 'Add the people who plan and do the maintenance work.'
              }
            />
          }
        >
          {(list) => (
            <>
              <List
                users={list}
                warehouses={warehouses.data}
                currentUserId={currentUser?.id}
                rules={userRules(currentUser?.id ?? '', warehouses.data?.map((w) => w.id) ?? [])}
              />
              <p className="border-t px-4 py-3 text-xs text-muted-foreground">
                {formatCount(list.length, 'user')}
              </p>
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
