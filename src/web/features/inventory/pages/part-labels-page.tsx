import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, QrCode } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { Part } from '@shared/schemas/parts';
import { LabelSheetPage } from '@web/components/labels/label-sheet';
import { QrLabelFrame } from '@web/components/labels/qr-label-frame';
import { partLabelText } from '@web/components/parts/part-label-code';
import { QueryError } from '@web/components/query-state';
import { useQrSvg } from '@web/components/request-portal/request-portal';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { fetchListPage } from '@web/lib/list-page';
import { useT } from '@web/lib/i18n/use-t';
import { getPart, partDetailKey } from '../api/get-part';
import { partListsKey, type PartListParams } from '../api/list-parts';
import { readFilters, toParams } from '../components/inventory-filters';
import { inventoryMessages } from '../messages';

/** Ten A4 sheets of 21: more is a stocktake's worth, better printed filter by filter. */
const MAX_LABELS = 210;

/** The first MAX_LABELS matches in one request (the API pages up to 500), with how many match. */
const listLabelParts = (params: PartListParams) => fetchListPage<Part>('/api/parts', params, MAX_LABELS);

interface LabelParts {
  parts: Part[];
  /** All that match the filters, or all the ids asked for; at most MAX_LABELS of them load. */
  total: number;
  isLoading: boolean;
  /** Ids that could not be loaded: deleted since they were chosen. */
  missing: number;
  /** The filtered list's failure, with a way to ask again. */
  listError: { error: unknown; retry: () => void } | null;
}

/** The parts of `?ids=a,b` when given, else those matching the inventory's filters in the URL. */
function useLabelParts(ids: string[], params: PartListParams): LabelParts {
  const list = useQuery({
    // Under the lists' key, so adding, editing or deleting a part redraws the sheet too.
    queryKey: [...partListsKey, 'labels', params],
    queryFn: () => listLabelParts(params),
    enabled: ids.length === 0,
  });
  const details = useQueries({
    queries: ids
      .slice(0, MAX_LABELS)
      .map((id) => ({ queryKey: partDetailKey(id), queryFn: () => getPart(id) })),
  });
  if (ids.length > 0) {
    return {
      parts: details.flatMap((result) => (result.data ? [result.data] : [])),
      total: ids.length,
      isLoading: details.some((result) => result.isPending),
      missing: details.filter((result) => result.isError).length,
      listError: null,
    };
  }
  return {
    parts: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    isLoading: list.isPending,
    missing: 0,
    listError: list.isError ? { error: list.error, retry: () => void list.refetch() } : null,
  };
}

function PartLabel({ part }: { part: Part }) {
  const url = useQrSvg(partLabelText(part));
  return (
    <QrLabelFrame
      qr={url ? { status: 'ready', url } : { status: 'loading' }}
      code={part.partNumber}
      name={part.name}
      place={part.location}
    />
  );
}

/**
 * A printable sheet of bin labels for parts (issue 27): those of `?ids=a,b`, or those the
 * inventory's filters select (`?q=&category=&lowStock=&vendorId=`, as the Inventory page links).
 */
export default function PartLabelsPage() {
  const t = useT(inventoryMessages);
  const query = new URLSearchParams(useSearch());
  const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
  const params = toParams(readFilters(query));
  const { parts, total, isLoading, missing, listError } = useLabelParts(ids, params);
  // Back to the list the labels came from, filters and all.
  const inventoryHref =
    ids.length > 0 ? '/inventory' : `/inventory?${new URLSearchParams(params).toString()}`;
  const isEmpty = !isLoading && !listError && parts.length === 0 && missing === 0;

  return (
    <LabelSheetPage
      labels={parts.map((part) => (
        <PartLabel key={part.id} part={part} />
      ))}
      empty={
        listError ? (
          <QueryError title={t('labels.failed')} error={listError.error} onRetry={listError.retry} />
        ) : isEmpty ? (
          <Card className="border-dashed">
            <EmptyState
              icon={QrCode}
              title={t('labels.noMatch')}
              description={t('labels.noMatchHint')}
              action={
                <Button asChild>
                  <Link href={inventoryHref}>{t('labels.back')}</Link>
                </Button>
              }
            />
          </Card>
        ) : null
      }
    >
      <PageHeader
        title={t('labels.title')}
        description={t('labels.description', { count: parts.length })}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={inventoryHref}>
                <ArrowLeft aria-hidden />
                {t('labels.back')}
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={isLoading || parts.length === 0}>
              {isLoading ? <Spinner /> : <Printer aria-hidden />}
              {t('labels.print')}
            </Button>
          </>
        }
      />
      {total > MAX_LABELS ? (
        <Alert className="mb-4">
          {t(ids.length > 0 ? 'labels.tooManyIds' : 'labels.tooManyFilter', {
            max: String(MAX_LABELS),
            total,
          })}
        </Alert>
      ) : null}
      {missing > 0 ? (
        <Alert variant="destructive" className="mb-4">
          {t('labels.missing', { count: missing })}
        </Alert>
      ) : null}
    </LabelSheetPage>
  );
}
