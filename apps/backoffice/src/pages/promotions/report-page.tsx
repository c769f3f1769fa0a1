import type { BoPromotionReportRow, BoPromotionReportValue } from '@khela/contract';
import { type Column, DataTable } from '../../data-table';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount } from '../../numbers';
import { boKeys, failureText, useApiQuery } from '../../query';
import { formatPercent, KIND_LABEL, STATUS_BADGE, STATUS_LABEL } from './promotion-labels';

const reportKey = [...boKeys.promotions, 'report'] as const;

/**
 * The cost and conversion report (issue 17; promotions.view): per promotion, how many joined and
 * were issued their reward, how many bonus grants met their wagering, and the bonus money granted,
 * converted to cash (the cost so far), removed and still outstanding.
 */
export function PromotionReportPage() {
  const { t, language } = useI18n();
  const query = useApiQuery<BoPromotionReportValue>(reportKey, '/bo/api/promotions/report');
  const amount = (text: string) => formatAmount(text, language);
  const count = (value: number) => formatCount(value, language);
  const money = (
    key: keyof BoPromotionReportRow & ('granted' | 'converted' | 'removed' | 'outstanding'),
  ) => ({
    render: (r: BoPromotionReportRow) => amount(r[key]),
    csv: (r: BoPromotionReportRow) => r[key],
  });
  const columns: Column<BoPromotionReportRow>[] = [
    { key: 'id', label: 'id', render: (r) => r.id, csv: (r) => r.id },
    { key: 'title', label: 'pr_title', render: (r) => r.title, csv: (r) => r.title },
    { key: 'kind', label: 'pr_kind', render: (r) => t(KIND_LABEL[r.kind]), csv: (r) => r.kind },
    {
      key: 'status',
      label: 'pr_status',
      render: (r) => <span className={`badge ${STATUS_BADGE[r.status]}`}>{t(STATUS_LABEL[r.status])}</span>,
      csv: (r) => r.status,
    },
    {
      key: 'joined',
      label: 'pr_report_joined',
      render: (r) => count(r.joined),
      csv: (r) => String(r.joined),
    },
    {
      key: 'issued',
      label: 'pr_report_issued',
      render: (r) => `${count(r.issued)} (${formatPercent(r.joinConversionBp, language)})`,
      csv: (r) => String(r.issued),
    },
    {
      key: 'completed',
      label: 'pr_report_completed',
      render: (r) =>
        `${count(r.completed)} / ${count(r.bonuses)} (${formatPercent(r.wageringCompletionBp, language)})`,
      csv: (r) => `${r.completed}/${r.bonuses}`,
    },
    { key: 'granted', label: 'pr_report_granted', ...money('granted') },
    { key: 'converted', label: 'pr_report_converted', ...money('converted') },
    { key: 'removed', label: 'pr_report_removed', ...money('removed') },
    { key: 'outstanding', label: 'pr_report_outstanding', ...money('outstanding') },
  ];
  return (
    <>
      <p className="notice">{t('pr_report_hint')}</p>
      <FormOutcome error={query.error ? failureText(query.error) : null} />
      <DataTable
        columns={columns}
        source={{ rows: query.data?.list ?? [] }}
        rowKey={(r) => r.id}
        filterKey=""
        csvName="promotion-report.csv"
        label={t('pr_report')}
        testId="promotion-report"
      />
    </>
  );
}
