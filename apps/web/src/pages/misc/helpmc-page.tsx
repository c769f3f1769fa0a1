import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSiteConfig } from '../../api/content';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { HelpPage } from './help-page';
import { helpmcTargetOf } from './helpmc-target';
import './misc.css';

/**
 * /helpmc, the second help-centre address (spec section 2; decision 0083): what the HELPMC setting
 * names. None: the help centre as /help shows it. A page of this site: that page (the address
 * replaced, so Back does not return here). An outside help desk: in a frame inside the shell, with
 * a link that opens it in a new tab (a help desk may refuse to be framed; the link always works).
 */
export function HelpmcPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  if (config.isPending) return <InlineLoader />;
  const target = helpmcTargetOf(config.data?.helpmc?.url);
  if (target.kind === 'path') return <Navigate to={target.to} replace />;
  if (target.kind === 'help') return <HelpPage page="helpmc" />;
  return (
    <div className="help help--frame" data-page="helpmc">
      <section className="help__section" aria-labelledby="helpmc-title">
        <h1 id="helpmc-title" className="help__title">
          <Icon name="help" size={24} />
          {t('help_title')}
        </h1>
        <a href={target.src} target="_blank" rel="noopener noreferrer" className="help__external">
          {t('helpmc_new_tab')}
        </a>
      </section>
      <iframe
        className="help__frame"
        src={target.src}
        title={t('help_title')}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}
