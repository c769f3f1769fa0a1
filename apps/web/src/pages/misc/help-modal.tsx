import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '../../api/content';
import { Modal } from '../../components/dialog/modal';
import { HelpSectionList } from './help-sections';
import './misc.css';

/** Ids of the modal's sections: apart from the help page's (#term), which may be under it. */
const idOf = (code: string) => `help-modal-${code}`;

const scrollTo = (code: string) => document.getElementById(idOf(code))?.scrollIntoView({ block: 'start' });

/**
 * The help centre as a modal (spec "Modals": help centre; decision 0083): the same sections as
 * /help, the contents as buttons that scroll the modal, opened at `section` when asked (the
 * footer's terms link opens it at the terms), and a link to the page at the same section.
 */
export function HelpModal({ section, onClose }: { section?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const sections = help.data ?? [];
  const settled = help.isSuccess || help.isError;

  useEffect(() => {
    if (settled && section) scrollTo(section);
  }, [settled, section]);

  return (
    <Modal name="help" title={t('help_title')} size="wide" onClose={onClose}>
      <div className="help help--modal">
        <Link
          to={section ? `/help#${encodeURIComponent(section)}` : '/help'}
          className="help__external"
          data-action="full-page"
          onClick={onClose}
        >
          {t('modal_full_page')}
        </Link>
        {sections.length > 1 && (
          <nav aria-label={t('help_contents')}>
            <ul className="help__toc">
              {sections.map((item) => (
                <li key={item.code}>
                  <button type="button" className="help__toc-button" onClick={() => scrollTo(item.code)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <HelpSectionList help={help} idOf={idOf} />
      </div>
    </Modal>
  );
}
