import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers line up on the right in the table. */
  numeric?: boolean;
};

/**
 * A records table on desktop; under 640 px each row becomes a card whose cells carry their
 * column name (records.css, from data-label).
 */
function RecordsTable<T>({
  columns,
  rows,
  rowKey,
  name,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  name: string;
}) {
  const { t } = useTranslation(MEMBER_NS);
  if (rows.length === 0) {
    return (
      <p className="records__empty" data-records-empty>
        {t('rec_empty')}
      </p>
    );
  }
  return (
    <table className="records__table" data-records={name}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'records__num' : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-record-row>
            {columns.map((c) => (
              <td
                key={c.key}
                data-label={c.label}
                data-col={c.key}
                className={c.numeric ? 'records__num' : undefined}
              >
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type PagerTexts = { total: string; status: string; previous: string; next: string };

/** The count, and previous / next with "page x of y" (no buttons when everything fits one page), in the caller's words. */
export function Pager({
  pageNo,
  totalPages,
  total,
  onPage,
  texts,
}: {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
}) {
  return (
    <div className="records__pager">
      <span className="records__count" data-records-total={total}>
        {texts.total}
      </span>
      {totalPages > 1 && (
        <nav className="records__pages" aria-label={texts.status}>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
            data-page-previous
          >
            {texts.previous}
          </button>
          <span data-page-current>{texts.status}</span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo >= totalPages}
            onClick={() => onPage(pageNo + 1)}
            data-page-next
          >
            {texts.next}
          </button>
        </nav>
      )}
    </div>
  );
}

/** The records pages' pager. */
function RecordsPager(props: {
  pageNo: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const status = t('rec_page', { page: props.pageNo, pages: props.totalPages });
  return (
    <Pager
      {...props}
      texts={{
        total: t('rec_total_count', { total: format.plainInteger(props.total) }),
        status,
        previous: t('rec_previous'),
        next: t('rec_next'),
      }}
    />
  );
}

/** Totals of the whole filter, as label–value tiles. */
function RecordsTotals({ items }: { items: TotalItem[] }) {
  return (
    <dl className="records__totals" data-records-totals>
      {items.map((item) => (
        <div key={item.key} className="records__total" data-total={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, failure (with a retry) or the content of a records query. */
function RecordsState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  if (query.isPending) return <InlineLoader />;
  if (query.isError) {
    return (
      <div className="records__failure">
        <FormError message={failureText(query.error, tRoot)} />
        {retryable(query.error) && (
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('rec_retry')}
          </button>
        )}
      </div>
    );
  }
  return <>{children()}</>;
}

type Paged = { pageNo: number; totalPages: number; total: number };
type TotalItem = { key: string; label: string; value: ReactNode };

/**
 * A records query as the page shows it: loading or failure, then the totals, the table (or the
 * empty state) and, for a paged answer, the pager.
 */
export function RecordsResult<T, V extends { list: T[] } & Partial<Paged>>({
  query,
  name,
  columns,
  rowKey,
  totals,
  onPage,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: V | undefined;
  };
  name: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  totals: (value: V) => TotalItem[];
  onPage?: (page: number) => void;
}) {
  return (
    <RecordsState query={query}>
      {() => {
        const value = query.data;
        if (!value) return null;
        return (
          <>
            <RecordsTotals items={totals(value)} />
            <RecordsTable name={name} columns={columns} rows={value.list} rowKey={rowKey} />
            {onPage && value.pageNo !== undefined && (
              <RecordsPager
                pageNo={value.pageNo}
                totalPages={value.totalPages ?? 0}
                total={value.total ?? 0}
                onPage={onPage}
              />
            )}
          </>
        );
      }}
    </RecordsState>
  );
}

/** A signed amount coloured by its sign. */
export function SignedAmount({ amount, text }: { amount: string; text: string }) {
  const sign = amount.startsWith('-') ? 'out' : Number(amount) === 0 ? 'zero' : 'in';
  return <span className={`records__amount records__amount--${sign}`}>{text}</span>;
}

/** The stake, win and profit columns the betting record and profit and loss share. */
export function stakeWinProfitColumns<T extends { stake: string; win: string; profit: string }>(
  t: (key: 'rec_bet_stake' | 'rec_bet_win' | 'rec_bet_profit') => string,
  money: (amount: string) => string,
): Column<T>[] {
  return [
    { key: 'stake', label: t('rec_bet_stake'), numeric: true, render: (r) => money(r.stake) },
    { key: 'win', label: t('rec_bet_win'), numeric: true, render: (r) => money(r.win) },
    {
      key: 'profit',
      label: t('rec_bet_profit'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.profit} text={money(r.profit)} />,
    },
  ];
}
