import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { useFormat } from '../../i18n/use-format';
import { MessagePage } from './message-page';

/** Any path the site does not know, inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <MessagePage
      page="not-found"
      icon="compass"
      figure={format.plainInteger(404)}
      title={t('not_found_title')}
      text={t('not_found_text')}
    >
      <Link to={PATHS.home} className="button button--primary">
        {t('back_home')}
      </Link>
    </MessagePage>
  );
}
