import type { GameVendorItem } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList } from '../../api/games';
import { Modal } from '../../components/dialog/modal';
import { InlineLoader } from '../../components/page-loader';
import { GameGrid } from './game-grid';
import { Pagination } from './pagination';

type Props = { vendor: GameVendorItem; onClose: () => void };

/** The game popup: a vassalage vendor's games, paged, each launching. */
export function GamePopup({ vendor, onClose }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: page });
  return (
    <Modal
      name="game-popup"
      title={t('games_popup_title', { vendor: vendor.displayName })}
      size="wide"
      onClose={onClose}
    >
      <div className="game-popup">
        {list.isPending && <InlineLoader />}
        {list.isError && <p role="alert">{t('network_error')}</p>}
        {list.data && list.data.games.length === 0 && <p className="lobby-empty">{t('games_empty')}</p>}
        {list.data && list.data.games.length > 0 && (
          <>
            <GameGrid games={list.data.games} className="game-grid--popup" />
            <Pagination
              page={list.data.pageNo}
              totalPages={list.data.totalPages}
              onPage={setPage}
              label={t('games_pages')}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
