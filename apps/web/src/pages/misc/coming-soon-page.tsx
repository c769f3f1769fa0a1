import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { MessagePage } from './message-page';

/** A page the spec names whose content arrives in a later issue. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MessagePage page="coming-soon" icon="gear" title={t('coming_soon_title')} text={t('coming_soon_text')}>
      <Link to={PATHS.home} className="button button--primary">
        {t('back_home')}
      </Link>
    </MessagePage>
  );
}
