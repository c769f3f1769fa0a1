import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormOutcome, formatTime } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';
import { failureText, fetchApi, type QueryParams, useApiQuery } from './query';
import './data-table.css';

export type BoPage<Row> = {
  list: Row[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
};
export type PageRequest = {
  pageNo: number;
  pageSize: number;
  sortBy: string | undefined;
  order: 'asc' | 'desc';
};

export type Column<Row> = {
  key: string;
  label: MessageKey;
  render: (row: Row) => ReactNode;
  /** The cell as CSV text (default: nothing, the column is left out of the export). */
  csv?: (row: Row) => string;
  /** The server's sort key; the header becomes a sort button when set. */
  sortKey?: string;
};

/** A time column: the operator's local date and time on screen, the ISO instant in the CSV. */
export function timeColumn<Row>(
  key: string,
  label: MessageKey,
  time: (row: Row) => string | null,
  language: string,
  sortKey?: string,
): Column<Row> {
  return {
    key,
    label,
    ...(sortKey ? { sortKey } : {}),
    render: (row) => formatTime(time(row), language),
    csv: (row) => time(row) ?? '',
  };
}

const PAGE_SIZES = [20, 50, 100] as const;
/** CSV export pages through the whole result at the largest page size, up to this many rows. */
const CSV_MAX_ROWS = 10_000;

/** One CSV cell: quoted, and a leading = + - @ neutralised (spreadsheet formula injection). */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv<Row>(columns: Column<Row>[], rows: Row[], header: (key: MessageKey) => string): string {
  const exported = columns.filter((c) => c.csv);
  const lines = [exported.map((c) => csvCell(header(c.label))).join(',')];
  for (const row of rows) lines.push(exported.map((c) => csvCell(c.csv?.(row) ?? '')).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A page of a list the server sends whole (the registry, the IP rules), sorted by a key. */
export function pageOf<Row>(rows: readonly Row[], request: PageRequest): BoPage<Row> {
  const sorted = request.sortBy
    ? [...rows].sort((a, b) => {
        const key = request.sortBy as keyof Row;
        const order = String(a[key]).localeCompare(String(b[key]));
        return request.order === 'asc' ? order : -order;
      })
    : rows;
  const start = (request.pageNo - 1) * request.pageSize;
  return {
    list: sorted.slice(start, start + request.pageSize),
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / request.pageSize),
  };
}

/**
 * Where a table's rows come from: a paged /bo/api list (cached under `key` with the filter
 * `params` and the page asked; `paging` names the page in the query as that API takes it,
 * `toPage` turns its answer into a BoPage), or a whole list the page already holds.
 */
export type TableSource<Row> =
  | {
      key: QueryKey;
      path: string;
      params?: QueryParams;
      paging?: (request: PageRequest) => QueryParams;
      toPage?: (value: BoPage<Row>) => BoPage<Row>;
    }
  | { rows: readonly Row[] };

const allPaging = (request: PageRequest): QueryParams => ({ ...request });

/**
 * The console's list: server-paged (page and page size), sortable by the columns the server can
 * sort, filtered by the page's own filter form (`filterKey` changes → back to page 1), with CSV
 * export of every matching row. A change elsewhere invalidates the source's key and the page
 * shown is asked again.
 */
export function DataTable<Row>(props: {
  columns: Column<Row>[];
  source: TableSource<Row>;
  rowKey: (row: Row) => string;
  filterKey: string;
  defaultSort?: { sortBy: string; order: 'asc' | 'desc' };
  csvName: string;
  label: string;
  testId?: string;
  /** The largest page the API takes (its pageSize maximum); also the CSV export's page. */
  maxPageSize?: number;
  /** A failed fetch the page shows itself (a filter field's error beside the field): true when it does. */
  handlesError?: (failure: unknown) => boolean;
  /** What goes above the table, told the current fetch failure (a filter form names its fields). */
  before?: (failure: unknown) => ReactNode;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const { source, filterKey, handlesError } = props;
  const maxPageSize = props.maxPageSize ?? 100;
  const pageSizes = PAGE_SIZES.filter((size) => size <= maxPageSize);
  // The page number belongs to the filter it was chosen under: a new filter starts at page 1.
  const [paged, setPaged] = useState({ filterKey, pageNo: 1 });
  const pageNo = paged.filterKey === filterKey ? paged.pageNo : 1;
  const setPageNo = (next: number) => setPaged({ filterKey, pageNo: next });
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [sort, setSort] = useState(props.defaultSort);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const request: PageRequest = { pageNo, pageSize, sortBy: sort?.sortBy, order: sort?.order ?? 'desc' };

  const remote = 'path' in source ? source : null;
  const paramsOf = (asked: PageRequest): QueryParams => ({
    ...remote?.params,
    ...(remote?.paging ?? allPaging)(asked),
  });
  const query = useApiQuery<BoPage<Row>>(remote?.key ?? ['local'], remote?.path ?? null, paramsOf(request), {
    keepPrevious: true,
    ...(remote?.toPage ? { select: remote.toPage } : {}),
  });
  const failure = remote ? query.error : null;
  const page: BoPage<Row> | null = remote
    ? failure
      ? null
      : (query.data ?? null)
    : pageOf('rows' in source ? source.rows : [], request);
  const loading = remote ? query.isFetching : false;
  const fetchError = failure && !handlesError?.(failure) ? failureText(failure) : null;
  const error = exportError ?? fetchError;

  const toggleSort = (sortBy: string) => {
    setSort((current) => ({
      sortBy,
      order: current?.sortBy === sortBy && current.order === 'desc' ? 'asc' : 'desc',
    }));
    setPageNo(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const rows: Row[] = [];
      for (let next = 1; rows.length < CSV_MAX_ROWS; next += 1) {
        const asked: PageRequest = {
          pageNo: next,
          pageSize: maxPageSize,
          sortBy: sort?.sortBy,
          order: sort?.order ?? 'desc',
        };
        let part: BoPage<Row>;
        if (remote) {
          const params = paramsOf(asked);
          const value = await client.fetchQuery({
            queryKey: [...remote.key, params],
            queryFn: () => fetchApi<BoPage<Row>>(remote.path, params),
          });
          part = remote.toPage ? remote.toPage(value) : value;
        } else part = pageOf('rows' in source ? source.rows : [], asked);
        rows.push(...part.list);
        if (next >= part.totalPages || part.list.length === 0) break;
      }
      download(props.csvName, toCsv(props.columns, rows.slice(0, CSV_MAX_ROWS), t));
    } catch (caught) {
      setExportError(failureText(caught));
    } finally {
      setExporting(false);
    }
  };

  const total = page?.total ?? 0;
  const totalPages = Math.max(1, page?.totalPages ?? 1);
  return (
    <>
      {props.before?.(failure)}
      <div className="table" data-testid={props.testId} aria-busy={loading}>
        <div className="table__bar">
          <span className="table__count">
            {t('table_total')}: {total}
          </span>
          <button type="button" className="button button--ghost" onClick={exportCsv} disabled={exporting}>
            {exporting ? t('table_exporting') : t('table_export_csv')}
          </button>
        </div>
        <FormOutcome error={error} />
        <div className="table__scroll">
          <table aria-label={props.label}>
            <thead>
              <tr>
                {props.columns.map((column) => {
                  const sorted = column.sortKey && sort?.sortBy === column.sortKey ? sort.order : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sortKey ? (
                        <button
                          type="button"
                          className="table__sort"
                          onClick={() => column.sortKey && toggleSort(column.sortKey)}
                        >
                          {t(column.label)}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                          </span>
                        </button>
                      ) : (
                        t(column.label)
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {page?.list.map((row) => (
                <tr key={props.rowKey(row)}>
                  {props.columns.map((column) => (
                    <td key={column.key} data-label={t(column.label)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
              {page && page.list.length === 0 && (
                <tr>
                  <td colSpan={props.columns.length} className="table__empty">
                    {t('table_empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="table__pager">
          <label className="table__size">
            {t('table_page_size')}
            <select value={pageSize} onChange={(event) => setPageSize(Number(event.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setPageNo(pageNo - 1)}
            disabled={pageNo <= 1}
          >
            {t('table_previous')}
          </button>
          <span>
            {pageNo} / {totalPages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setPageNo(pageNo + 1)}
            disabled={pageNo >= totalPages}
          >
            {t('table_next')}
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * A short whole list (a few rows the API answers at once, no paging) as a plain table in its own
 * sideways scroll box; `headers` are translated, one per cell of `cells`.
 */
export function MiniTable<Row>(props: {
  testId: string;
  headers: readonly MessageKey[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's data-* attributes (what tests and styles find it by). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  cells: (row: Row) => ReactNode[];
}) {
  const { t } = useI18n();
  return (
    <div className="scroll-x">
      <table className="mini-table" data-testid={props.testId}>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header}>{t(header)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} {...props.rowData?.(row)}>
              {props.cells(row).map((cell, index) => (
                <td key={props.headers[index] ?? index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
