import { useState } from 'react';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';
import { AnnouncementsTab, type AnnouncementType } from './pages/content/announcements';
import { RowsTab } from './pages/content/rows-tab';
import { customerServiceSpec, helpSpec, resourceSpec } from './pages/content/site-content-specs';
import { TabBar } from './tab-bar';
import './pages/content/content.css';

type Tab = 'banners' | 'popups' | 'notices' | 'promotions' | 'headlines' | 'help' | 'resources' | 'cs';

const TABS: { id: Tab; label: MessageKey; type?: AnnouncementType }[] = [
  { id: 'banners', label: 'ct_banners', type: 'B' },
  { id: 'popups', label: 'ct_popups', type: 'PU' },
  { id: 'notices', label: 'ct_notices', type: 'PL' },
  { id: 'promotions', label: 'ct_promotions', type: 'PR' },
  { id: 'headlines', label: 'ct_headlines', type: 'H' },
  { id: 'help', label: 'ct_help' },
  { id: 'resources', label: 'ct_resources' },
  { id: 'cs', label: 'ct_cs' },
];

/** The tab named by the address's #fragment (so a tab can be linked to and survives a reload). */
function tabOfHash(): Tab {
  const wanted = window.location.hash.slice(1);
  return TABS.find((tab) => tab.id === wanted)?.id ?? 'banners';
}

/**
 * Content (decision 0030): one tab per kind an operator looks for — banners by group
 * with image upload and preview, popups, notices, promotions, headlines (one announcement
 * editor for all), then the help centre, resources and customer-service entries.
 */
export function ContentPage() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>(tabOfHash);
  const current = TABS.find((item) => item.id === tab) ?? TABS[0];

  return (
    <div className="page" data-page="content">
      <h1 className="page__title">{t('nav_content')}</h1>
      <TabBar
        tabs={TABS}
        current={tab}
        label={t('ct_sections')}
        className="content-tabs"
        onSelect={(id) => {
          setTab(id);
          window.history.replaceState(null, '', `#${id}`);
        }}
      />
      <div role="tabpanel" aria-label={current ? t(current.label) : undefined}>
        {current?.type ? (
          <AnnouncementsTab key={current.id} type={current.type} />
        ) : tab === 'help' ? (
          <RowsTab key="help" spec={helpSpec({ bn: t('language_bn_name'), en: t('language_en_name') })} />
        ) : tab === 'resources' ? (
          <RowsTab key="resources" spec={resourceSpec} />
        ) : (
          <RowsTab key="cs" spec={customerServiceSpec} />
        )}
      </div>
    </div>
  );
}
