import type { FeedbackRulesValue, FeedbackType } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { FEEDBACK_NS } from '../../i18n/feedback/register-feedback';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { feedbackKeys, submitFeedback } from './feedback-api';
import { type ImageRefusal, pickFeedbackImages, wordState } from './feedback-model';

const MB = 1024 * 1024;

/**
 * The submit form (decision 0061): a type, the text with a live count of its words against the
 * site's FEEDBACKLENGTH, and up to 3 png/jpg images with previews. What the form can judge is
 * refused here in the person's language before anything is sent; the server checks it all again
 * and its refusals come back translated.
 */
export function FeedbackForm({ rules, onSent }: { rules: FeedbackRulesValue; onSent: (id: string) => void }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const typeId = useId();
  const contentId = useId();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Preview URLs are freed when the files change or the form goes.
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const words = wordState(content, rules);
  const bounds = { min: format.plainInteger(words.min), max: format.plainInteger(words.max) };
  const sizeMb = format.plainInteger(Math.floor(rules.maxImageBytes / MB));

  const refusalText = (refusal: ImageRefusal) =>
    refusal === 'type'
      ? t('fb_image_type_refused')
      : refusal === 'size'
        ? t('fb_image_size_refused', { size: sizeMb })
        : t('fb_image_too_many', { max: format.plainInteger(rules.maxImages) });

  function pick(list: FileList | null) {
    const result = pickFeedbackImages(files, Array.from(list ?? []), rules);
    setFiles(result.kept);
    setFailure(result.refused ? refusalText(result.refused) : null);
  }

  async function send() {
    if (busy) return;
    if (type === '') return setFailure(t('fb_type_required'));
    if (words.tooFew || words.tooMany) return setFailure(t('fb_words_range', bounds));
    setBusy(true);
    setFailure(null);
    try {
      const thread = await submitFeedback(type, content.trim(), files);
      setType('');
      setContent('');
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      onSent(thread.id);
    } catch (error) {
      setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
    }
  }

  const outOfRange = content.trim() !== '' && (words.tooFew || words.tooMany);
  return (
    <form
      className="feedback-form"
      data-form="feedback"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className="feedback-form__label" htmlFor={typeId}>
        {t('fb_type')}
      </label>
      <select
        id={typeId}
        name="type"
        className="feedback-form__input"
        data-field="type"
        value={type}
        onChange={(event) => setType(rules.types.find((v) => v === event.target.value) ?? '')}
      >
        <option value="">{t('fb_type_choose')}</option>
        {rules.types.map((value) => (
          <option key={value} value={value}>
            {t(`fb_type_${value}`)}
          </option>
        ))}
      </select>
      <label className="feedback-form__label" htmlFor={contentId}>
        {t('fb_content')}
      </label>
      <textarea
        id={contentId}
        name="content"
        className="feedback-form__text"
        data-field="content"
        placeholder={t('fb_content_placeholder')}
        value={content}
        aria-invalid={outOfRange || undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      <p
        className={`feedback-form__counter${outOfRange ? ' feedback-form__counter--off' : ''}`}
        data-word-counter={words.count}
        aria-live="polite"
      >
        {t('fb_counter', { n: format.plainInteger(words.count), ...bounds })}
      </p>
      <span className="feedback-form__label">
        {t('fb_images', { size: sizeMb, max: format.plainInteger(rules.maxImages) })}
      </span>
      <div className="feedback-form__images">
        {previews.map((url, index) => (
          <figure key={url} className="feedback-form__preview" data-preview={index + 1}>
            <img src={url} alt={t('fb_image_alt', { index: format.plainInteger(index + 1) })} />
            <button
              type="button"
              className="link-button"
              data-action="remove-image"
              onClick={() => setFiles(files.filter((_, i) => i !== index))}
            >
              {t('fb_remove_image')}
            </button>
          </figure>
        ))}
        {files.length < rules.maxImages && (
          <label className="feedback-form__add">
            {t('fb_add_image')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              data-field="images"
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <FormError message={failure} />
      <button type="submit" className="button button--primary" data-action="send-feedback" disabled={busy}>
        {busy ? t('fb_sending') : t('fb_send')}
      </button>
    </form>
  );
}
