import type { GameVendorItem } from '@khela/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';
import { GameArt } from './game-art';
import { HeartIcon } from './heart-icon';
import { ALL, type LobbyFilter, SEARCH_MAX } from './lobby-model';

/** How long typing pauses before the name search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

const FILTER_ICONS: Record<LobbyFilter, IconName> = {
  all: 'compass',
  hot: 'gift',
  new: 'check',
  fav: 'user',
  recent: 'refresh',
};

type FilterBarProps = {
  filters: readonly LobbyFilter[];
  current: LobbyFilter;
  onChange: (filter: LobbyFilter) => void;
};

/** The filter icons all/hot/new/favourite/recent. */
export function FilterBar({ filters, current, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="lobby-filters">
      <legend className="visually-hidden">{t('games_filter_label')}</legend>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={`lobby-filter${filter === current ? ' lobby-filter--on' : ''}`}
          aria-pressed={filter === current}
          data-filter={filter}
          onClick={() => onChange(filter)}
        >
          {filter === 'fav' ? (
            <HeartIcon size={16} className="lobby-filter__heart" />
          ) : (
            <Icon name={FILTER_ICONS[filter]} size={16} />
          )}
          <span>{t(`games_filter_${filter}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}

type SearchProps = { value: string; onSearch: (value: string) => void };

/**
 * Name search (only under the all filter): sent after a pause in typing; the lobby trims it.
 * Follows the lobby's value when that changes from outside (a new filter clears it).
 */
export function SearchBox({ value, onSearch }: SearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <search className="lobby-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games_search_label')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="lobby-search__icon">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <input
        id={id}
        type="search"
        name="gameName"
        className="lobby-search__input"
        placeholder={t('games_search_placeholder')}
        maxLength={SEARCH_MAX}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className="lobby-search__clear"
          aria-label={t('games_search_clear')}
          onClick={() => setText('')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </search>
  );
}

type VendorMenuProps = {
  vendors: readonly GameVendorItem[];
  current: string;
  onChange: (vendor: string) => void;
};

/** The vendor menu of the type (from the catalogue): all, then each vendor with its icon. */
export function VendorMenu({ vendors, current, onChange }: VendorMenuProps) {
  const { t } = useTranslation();
  // One vendor (or none) is nothing to choose between, unless a vendor is chosen already.
  if (vendors.length < 2 && current === ALL) return null;
  return (
    <fieldset className="lobby-vendors">
      <legend className="visually-hidden">{t('games_vendors_label')}</legend>
      <button
        type="button"
        className={`vendor-chip${current === ALL ? ' vendor-chip--on' : ''}`}
        aria-pressed={current === ALL}
        data-vendor="ALL"
        onClick={() => onChange(ALL)}
      >
        <span className="vendor-chip__all" aria-hidden="true">
          <Icon name="compass" size={16} />
        </span>
        <span>{t('games_vendor_all')}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={`vendor-chip${current === vendor.vassalage ? ' vendor-chip--on' : ''}`}
          aria-pressed={current === vendor.vassalage}
          data-vendor={vendor.vassalage}
          onClick={() => onChange(vendor.vassalage)}
        >
          <GameArt
            src={vendor.lagerIcon}
            seed={vendor.vassalage}
            name={vendor.displayName}
            gameType={vendor.gameType}
            className="vendor-chip__logo"
          />
          <span translate="no">{vendor.displayName}</span>
          {vendor.status === 'maintenance' && (
            <span className="vendor-chip__status">{t('games_vendor_maintenance')}</span>
          )}
        </button>
      ))}
    </fieldset>
  );
}

const KNOWN_CLASSIFY = new Set([
  'ALL',
  'SLOT',
  'CLASSIC',
  'JACKPOT',
  'MEGAWAYS',
  'TABLE',
  'BACCARAT',
  'BLACKJACK',
  'DRAGON_TIGER',
  'ROULETTE',
  'SICBO',
  'CRICKET',
  'FOOTBALL',
  'KABADDI',
  'ARCADE',
  'FISHING',
  'ANDAR_BAHAR',
  'POKER',
  'RUMMY',
  'TEEN_PATTI',
  'FAST3',
  'KENO',
  'PK10',
  'LOTTO',
  // The studio's lottery families (decision 0071).
  'FAST5D',
  'FAST3D',
  'SEA4D',
  'VNLOTTO',
  'MOBA',
  'SHOOTER',
  'DERBY',
]);

/** A classification's label; one the site has no text for shows its code in title case. */
export function classifyLabel(code: string, t: (key: MessageKey) => string): string {
  if (KNOWN_CLASSIFY.has(code)) return t(`games_classify_${code}` as MessageKey);
  return code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type ClassifyProps = { classes: readonly string[]; current: string; onChange: (classify: string) => void };

/** The classification menu: ALL and the kinds the chosen vendor (or any vendor) offers. */
export function ClassifyMenu({ classes, current, onChange }: ClassifyProps) {
  const { t } = useTranslation();
  if (classes.length < 2) return null;
  return (
    <fieldset className="lobby-classify">
      <legend className="visually-hidden">{t('games_classify_label')}</legend>
      {[ALL, ...classes].map((code) => (
        <button
          key={code}
          type="button"
          className={`classify-chip${current === code ? ' classify-chip--on' : ''}`}
          aria-pressed={current === code}
          data-classify={code}
          onClick={() => onChange(code)}
        >
          {classifyLabel(code, t)}
        </button>
      ))}
    </fieldset>
  );
}
