import { type ContentImageValue, MAX_CONTENT_IMAGE_BYTES } from '@khela/contract';
import type { ChangeEvent } from 'react';
import { Field } from '../../forms';
import { useI18n } from '../../i18n';
import { failureText, useApiMutation } from '../../query';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A banner's image (decision 0030): a path or https address typed in, or a file uploaded to
 * POST /bo/api/content/images, whose /media/ URL then fills the field; a preview below. A wrong
 * type or size (checked here, and by the server by content) shows beside the field.
 */
export function ImageField(props: {
  value: string;
  error: string | undefined;
  onChange: (url: string) => void;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useI18n();
  // An upload stores a file and answers its address; no list shows uploads, so nothing is asked again.
  const upload = useApiMutation<ContentImageValue>([]);
  const busy = upload.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again uploads again
    if (!file) return;
    if (file.size > MAX_CONTENT_IMAGE_BYTES) return props.onError(t('ct_upload_too_large'));
    if (!ACCEPTED.includes(file.type)) return props.onError(t('ct_upload_wrong_type'));
    props.onError(undefined);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const stored = await upload.mutateAsync({ path: '/bo/api/content/images', body: form });
      props.onChange(stored.url);
    } catch (error) {
      props.onError(failureText(error));
    }
  };

  return (
    <div className="field--wide">
      <Field label={t('ann_image')} error={props.error} hint={t('ct_upload_hint')}>
        {({ id, invalid, describedBy }) => (
          <div className="actions">
            <input
              id={id}
              value={props.value}
              maxLength={500}
              onChange={(event) => {
                props.onError(undefined);
                props.onChange(event.target.value);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <label className={`button button--ghost ${busy ? 'button--busy' : ''}`}>
              {busy ? t('ct_uploading') : t('ct_upload')}
              <input
                type="file"
                accept={ACCEPTED.join(',')}
                className="visually-hidden"
                data-testid="image-upload"
                disabled={busy}
                onChange={(event) => void choose(event)}
              />
            </label>
          </div>
        )}
      </Field>
      {props.value && (
        <figure className="image-preview">
          <img src={props.value} alt={t('ct_preview')} data-testid="image-preview" />
        </figure>
      )}
    </div>
  );
}
