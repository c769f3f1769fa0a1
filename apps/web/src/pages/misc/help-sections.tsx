import { useTranslation } from 'react-i18next';
import type { useHelpCenter } from '../../api/content';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';

/** The terms section's code: /help#term (spec section 2). */
export const TERMS_CODE = 'term';

type Help = ReturnType<typeof useHelpCenter>;

/**
 * The help centre's sections from GET /wps/system/helpCenter, as /help, /helpmc and the help
 * modal show them (decision 0083). `idOf` gives each section's element id: the section code on a
 * page (its anchor), a prefixed one in the modal, so a page under it keeps its own ids. Without a
 * terms section from the server, the standard terms text stands in for it.
 */
export function HelpSectionList({ help, idOf }: { help: Help; idOf: (code: string) => string }) {
  const { t } = useTranslation();
  const sections = help.data ?? [];
  const termsId = idOf(TERMS_CODE);
  return (
    <>
      {help.isPending && <InlineLoader />}
      {sections.map((section) => (
        <section
          key={section.code}
          id={idOf(section.code)}
          className="help__section"
          aria-labelledby={`${idOf(section.code)}-title`}
          data-help-section={section.code}
        >
          <h2 id={`${idOf(section.code)}-title`} className="help__title">
            <Icon name={section.code === TERMS_CODE ? 'document' : 'help'} size={24} />
            {section.title}
          </h2>
          <RichText className="help__text rich-text" html={section.content} />
        </section>
      ))}
      {(help.isError || (help.isSuccess && !sections.some((section) => section.code === TERMS_CODE))) && (
        <section
          id={termsId}
          className="help__section"
          aria-labelledby={`${termsId}-title`}
          data-help-section={TERMS_CODE}
        >
          <h2 id={`${termsId}-title`} className="help__title">
            <Icon name="document" size={24} />
            {t('terms_title')}
          </h2>
          <p className="help__text">{t('terms_text')}</p>
        </section>
      )}
    </>
  );
}
