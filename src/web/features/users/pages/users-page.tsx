import { useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Button } from '@web/components/ui/button';
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
import { useT } from '@web/lib/i18n/use-t';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useUsers } from '../api/list-users';
import { useWarehouses } from '../api/list-warehouses';
import { UserCardList } from '../components/user-card-list';
import { userRules } from '../components/user-rules';
import { UsersTable } from '../components/users-table';
import { usersMessages } from '../messages';

function UsersSkeleton() {
  const t = useT(usersMessages);
  return (
    <div className="divide-y" aria-label={t('page.loading')}>
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

const AddUserDialog = lazyDialog(() =>
  import('../components/add-user-dialog').then((module) => module.AddUserDialog),
);

export default function UsersPage() {
  const t = useT(usersMessages);
  const { user: currentUser } = useAuth();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [showDeactivated, setShowDeactivated] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const q = useDebouncedValue(search, 300);
  const users = useUsers({ q, includeInactive: showDeactivated });
  const warehouses = useWarehouses();
  const List = isMobile ? UserCardList : UsersTable;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button onClick={() => setIsAdding(true)}>
            <UserPlus aria-hidden />
            {t('add.title')}
          </Button>
        }
      />
      <AddUserDialog warehouses={warehouses.data} open={isAdding} onOpenChange={setIsAdding} />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="w-full sm:max-w-xs"
          />
          <div className="flex min-h-11 items-center gap-3">
            <Switch id="show-deactivated" checked={showDeactivated} onCheckedChange={setShowDeactivated} />
            <Label htmlFor="show-deactivated" className="cursor-pointer">
              {t('page.showDeactivated')}
            </Label>
          </div>
        </div>
        <QueryState
          query={users}
          errorTitle={t('page.loadFailed')}
          errorClassName="m-4"
          loading={<UsersSkeleton />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={Users}
              title={q ? t('page.noMatch') : t('page.empty')}
              description={q ? t('page.noMatchDescription') : t('page.emptyDescription')}
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
                {t('page.count', { count: list.length })}
              </p>
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}
