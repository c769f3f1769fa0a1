import {
  MAX_ACTIVITY_IMAGE_BYTES,
  MAX_ACTIVITY_IMAGES,
  MAX_ACTIVITY_REMARK_CHARS,
  type PromotionValue,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionKeys } from '../../api/promotions';
import { Modal } from '../../components/dialog/modal';
import { FormError } from '../../components/form/fields';
import { PROMOTIONS_NS } from '../../i18n/promotions/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { activityKeys, applyToActivity } from './activity-api';
import { type ImageRefusal, pickImages, remarkLength, remarkTooLong } from './activity-model';

type Props = {
  promotion: PromotionValue;
  imagesRequired: boolean;
  onClose: () => void;
  onSent: () => void;
};

const SIZE_MB = MAX_ACTIVITY_IMAGE_BYTES / (1024 * 1024);

/**
 * The application form (decision 0057): a remark with a live count of its 140 characters, up to
 * 3 png/jpg images of at most 5 MB each with previews; a file of another type or size, or a fourth,
 * is refused here with the spec's words before anything is sent. The server checks it all again.
 */
export function ActivityForm({ promotion, imagesRequired, onClose, onSent }: Props) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const remarkId = useId();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Preview URLs are freed when the files change or the form closes.
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const refusalText = (refusal: ImageRefusal) =>
    refusal === 'type'
      ? t('act_type_refused')
      : refusal === 'size'
        ? t('act_size_refused', { size: format.plainInteger(SIZE_MB) })
        : t('act_too_many', { max: format.plainInteger(MAX_ACTIVITY_IMAGES) });

  function pick(list: FileList | null) {
    const result = pickImages(files, Array.from(list ?? []));
    setFiles(result.kept);
    setFailure(result.refused ? refusalText(result.refused) : null);
  }

  const length = remarkLength(remark);
  const tooLong = remarkTooLong(remark);

  async function send() {
    if (busy) return;
    if (tooLong) {
      setFailure(t('act_remark_too_long', { max: format.plainInteger(MAX_ACTIVITY_REMARK_CHARS) }));
      return;
    }
    if (imagesRequired && files.length === 0) {
      setFailure(t('act_image_required'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await applyToActivity(promotion.id, remark.trim(), files);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
      ]);
      onSent();
    } catch (error) {
      setFailure(failureText(error, tRoot));
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      name="activity-apply"
      title={t('act_form_title', { title: promotion.title })}
      onClose={onClose}
      size="medium"
    >
      <form
        className="activity-form"
        data-form="activity-apply"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="field" htmlFor={remarkId}>
          <span className="field__label">{t('act_remark')}</span>
        </label>
        <textarea
          id={remarkId}
          className="activity-form__remark"
          data-field="remark"
          placeholder={t('act_remark_placeholder')}
          value={remark}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setRemark(event.target.value)}
        />
        <p
          className={`activity-form__counter${tooLong ? ' activity-form__counter--over' : ''}`}
          data-remark-counter
          aria-live="polite"
        >
          {t('act_counter', {
            count: format.plainInteger(length),
            max: format.plainInteger(MAX_ACTIVITY_REMARK_CHARS),
          })}
        </p>
        <span className="field__label">
          {t('act_images', {
            size: format.plainInteger(SIZE_MB),
            max: format.plainInteger(MAX_ACTIVITY_IMAGES),
          })}
        </span>
        <div className="activity-form__images">
          {previews.map((url, index) => (
            <figure key={url} className="activity-form__preview" data-preview={index + 1}>
              <img src={url} alt={t('act_image_alt', { index: index + 1 })} />
              <button
                type="button"
                className="link-button"
                data-action="remove-image"
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                {t('act_remove_image')}
              </button>
            </figure>
          ))}
          {files.length < MAX_ACTIVITY_IMAGES && (
            <label className="activity-form__add">
              {t('act_add_image')}
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
        <div className="activity-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('act_cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            data-action="send-application"
            disabled={busy}
          >
            {busy ? t('act_sending') : t('act_send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
