import type { TransferInfoValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { transferToDownline, transferToUpline, useDownlines, useTransferInfo } from '../../api/transfers';
import { FormError, TextField } from '../../components/form/fields';
import { Tabs } from '../../components/form/tabs';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { failureText } from '../accounts/failure';
import { TransferForm } from './transfer-form';
import './transfers.css';

type Direction = 'upline' | 'downline';

/**
 * /member/transferUpline: a member sends cash to its upline; an agent also sees a
 * "to downline" tab for its direct downline (the agent centre has the same as a page of its own).
 */
export function TransferUplinePage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const info = useTransferInfo();
  const [direction, setDirection] = useState<Direction>('upline');
  if (info.isPending) return <InlineLoader />;
  if (info.isError) return <FormError message={failureText(info.error, tRoot)} />;
  const showDownline = info.data.isAgent && direction === 'downline';
  return (
    <div className="transfer" data-page="transfer-upline">
      <h1 className="transfer__title">{showDownline ? t('tr_downline_title') : t('tr_upline_title')}</h1>
      {info.data.isAgent && (
        <Tabs
          label={t('tr_upline_title')}
          current={direction}
          onChange={setDirection}
          tabs={[
            { key: 'upline', label: t('tr_tab_upline') },
            { key: 'downline', label: t('tr_tab_downline') },
          ]}
        />
      )}
      <section className="transfer__card">
        {showDownline ? <ToDownline info={info.data} /> : <ToUpline info={info.data} />}
      </section>
    </div>
  );
}

/**
 * /agentHome/transfer: the agent centre's transfer to a direct downline (the same form as the
 * member centre's "to downline" tab); `?to=<username>` comes from a downline's row.
 */
export function AgentTransferPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const info = useTransferInfo();
  const [params] = useSearchParams();
  if (info.isPending) return <InlineLoader />;
  if (info.isError) return <FormError message={failureText(info.error, tRoot)} />;
  return (
    <div className="transfer agent-page" data-page="agent-transfer">
      <h1 className="transfer__title">{t('tr_downline_title')}</h1>
      <section className="transfer__card">
        <ToDownline info={info.data} initial={params.get('to') ?? ''} />
      </section>
    </div>
  );
}

function ToUpline({ info }: { info: TransferInfoValue }) {
  const { t } = useTranslation(MEMBER_NS);
  if (!info.upline) {
    return (
      <p className="transfer__text" data-transfer-no-upline>
        {t('tr_no_upline')}
      </p>
    );
  }
  const upline = info.upline;
  return (
    <>
      <p className="transfer__text">{t('tr_upline_lead')}</p>
      <TransferForm
        name="transfer-upline"
        info={info}
        receiverKey={upline}
        receiver={
          <p className="transfer__receiver" data-transfer-upline>
            {t('tr_upline')}: <strong>{upline}</strong>
          </p>
        }
        send={transferToUpline}
      />
    </>
  );
}

function ToDownline({ info, initial = '' }: { info: TransferInfoValue; initial?: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const [downline, setDownline] = useState(initial);
  const [search, setSearch] = useState(initial);
  const list = useDownlines(search, 1, true);
  return (
    <>
      <p className="transfer__text">{t('tr_downline_lead')}</p>
      <TransferForm
        name="transfer-downline"
        info={info}
        receiverKey={downline.trim().toLowerCase()}
        receiverProblem={() => (downline.trim() === '' ? { text: t('tr_downline_empty') } : null)}
        receiver={
          <>
            <TextField
              name="downline"
              label={t('tr_downline')}
              markRequired
              icon="agent"
              value={downline}
              onValueChange={(value) => {
                setDownline(value);
                setSearch(value.trim());
              }}
              placeholder={t('tr_downline_placeholder')}
              autoComplete="off"
              maxLength={64}
            />
            {list.data && list.data.list.length > 0 ? (
              <ul className="transfer__downlines" aria-label={t('tr_downline_search')}>
                {list.data.list.map((member) => (
                  <li key={member.username}>
                    <button
                      type="button"
                      className={`transfer__pick${member.username === downline ? ' transfer__pick--on' : ''}`}
                      onClick={() => setDownline(member.username)}
                      data-downline={member.username}
                      // A username, as typed: not translated, its digits not localised.
                      translate="no"
                    >
                      {member.username}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              list.data && <p className="transfer__hint">{t('tr_downline_empty')}</p>
            )}
          </>
        }
        send={(input) => transferToDownline({ ...input, downline: downline.trim() })}
      />
    </>
  );
}
