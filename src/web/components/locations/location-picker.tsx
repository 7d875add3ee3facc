import { useMemo, useState } from 'react';
import { locationLabel, type LocationTreeNode } from '@shared/schemas/locations';
import { SearchPicker } from '@web/components/search-picker';
import { useLocationTree } from './use-location-tree';
import { useT } from '@web/lib/i18n/use-t';
import { locationsMessages } from './messages';

/** A row of the picker: a location, or the "none" choice (top level, no location, any location). */
interface LocationOption {
  id: string | null;
  label: string;
  depth: number;
}

const INDENT_PX = 14;

/** How a picker or a breadcrumb names a location id against the tree (null while it loads). */
export function labelOfLocation(
  nodes: readonly LocationTreeNode[] | undefined,
  id: string | null | undefined,
  /** What an id missing from the tree reads as, in the screens' language (useLocationLabels). */
  unknown: string,
): string | null {
  if (!id) return null;
  if (!nodes) return '…';
  const node = nodes.find((candidate) => candidate.id === id);
  return node ? locationLabel(node) : unknown;
}

/**
 * Chooses a location from the warehouse's tree: indented rows in tree order, searchable by name
 * or code. `noneLabel` adds a first row for "no location" (the top level, when moving one).
 * `excludeIds` leaves out places that cannot be chosen (a location's own subtree on a move).
 */
export function LocationPicker({
  value,
  onChange,
  placeholder,
  noneLabel,
  excludeIds,
  disabled,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  placeholder?: string;
  noneLabel?: string;
  excludeIds?: ReadonlySet<string>;
  disabled?: boolean;
}) {
  const t = useT(locationsMessages);
  const tree = useLocationTree();
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const nodes = (tree.data ?? []).filter(
      (node) =>
        !excludeIds?.has(node.id) && (!needle || `${node.name} ${node.code}`.toLowerCase().includes(needle)),
    );
    const rows: LocationOption[] = nodes.map((node) => ({
      id: node.id,
      label: locationLabel(node),
      // A search shows matches from anywhere: their depth would indent them without their parents.
      depth: needle ? 0 : node.depth,
    }));
    return noneLabel && !needle ? [{ id: null, label: noneLabel, depth: 0 }, ...rows] : rows;
  }, [tree.data, search, excludeIds, noneLabel]);

  return (
    <SearchPicker<LocationOption>
      {...field}
      disabled={disabled}
      valueLabel={labelOfLocation(tree.data, value, t('unknown')) ?? noneLabel ?? null}
      placeholder={placeholder ?? t('picker.placeholder')}
      searchPlaceholder={t('picker.search')}
      search={search}
      onSearchChange={setSearch}
      items={options}
      isLoading={tree.isPending}
      isError={tree.isError}
      errorText={t('picker.failed')}
      emptyText={search.trim() ? t('picker.noMatch') : t('picker.none')}
      getKey={(option) => option.id ?? 'none'}
      onSelect={(option) => onChange(option.id)}
      onClear={value && !noneLabel ? () => onChange(null) : undefined}
      renderItem={(option) => (
        <span
          className="block truncate"
          style={{ paddingLeft: option.depth * INDENT_PX }}
          data-depth={option.depth}
        >
          {option.label}
        </span>
      )}
    />
  );
}
