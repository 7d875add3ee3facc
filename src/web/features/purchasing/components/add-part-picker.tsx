import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Part } from '@shared/schemas/parts';
import { partsKey } from '@web/components/parts/query-keys';
import { SearchPicker } from '@web/components/search-picker';
import { UserText } from '@web/components/user-text';
import { pickerSearch } from '@web/lib/offline/picker-search';
import { useT } from '@web/lib/i18n/use-t';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { purchasingMessages } from '../messages';

const PICKER_LIMIT = 20;

/** A part to add to a draft, found by number or name among the warehouse's parts. */
export function AddPartPicker({ id, onAdd }: { id?: string; onAdd: (part: Part) => void }) {
  const t = useT(purchasingMessages);
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const term = useDebouncedValue(search.trim());
  const results = useQuery({
    queryKey: [...partsKey, 'picker', term],
    queryFn: () =>
      pickerSearch<Part>('/api/parts', term, PICKER_LIMIT, (part) => [part.partNumber, part.name]),
    enabled: isOpen,
    placeholderData: keepPreviousData,
  });
  return (
    <SearchPicker<Part>
      id={id}
      valueLabel={null}
      placeholder={t('picker.placeholder')}
      searchPlaceholder={t('picker.search')}
      search={search}
      onSearchChange={setSearch}
      items={results.data}
      isLoading={results.isFetching}
      isError={results.isError}
      errorText={t('picker.failed')}
      emptyText={t('picker.empty')}
      getKey={(part) => part.id}
      renderItem={(part) => (
        <span className="grid">
          <span className="font-mono text-sm">
            <UserText>{part.partNumber}</UserText>
          </span>
          <span className="text-xs text-muted-foreground">
            <UserText>{part.name}</UserText>
          </span>
        </span>
      )}
      onSelect={onAdd}
      onOpenChange={setIsOpen}
    />
  );
}
