import {
  FEEDBACK_TYPES,
  type FeedbackLength,
  FeedbackSubmitJson,
  FeedbackText,
  type FeedbackType,
  feedbackWordCount,
  type Language,
  MAX_FEEDBACK_IMAGE_BYTES,
  MAX_FEEDBACK_IMAGES,
  type ValidationReason,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import { fieldErrorFor } from '../../platform/http/field-error.js';
import { inspectImage } from '../../platform/storage/image-check.js';

export type FeedbackImageUpload = { bytes: Buffer; declaredType: string };
export type FeedbackSubmission = { type: FeedbackType; content: string; images: FeedbackImageUpload[] };

/** Content types a browser may declare for a png or jpg (the content still decides). */
const DECLARED_TYPES = ['', 'image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];
const MB = 1024 * 1024;

const isFeedbackType = (value: string): value is FeedbackType =>
  (FEEDBACK_TYPES as readonly string[]).includes(value);

/**
 * The text of a submission or a player's reply: plain text (no markup, no control characters;
 * decision 0045), then its words within `min`..`max` (the FEEDBACKLENGTH setting). Trimmed.
 */
export function checkContent(content: string, min: number, max: number, lang: Language): string {
  const parsed = FeedbackText.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const reason = (issue?.code === 'custom' ? issue.params?.reason : undefined) as
      | ValidationReason
      | undefined;
    const words = feedbackWordCount(content);
    // Empty or over the character bound: said in words, the limit a person sees on the form.
    if (!reason || words < min || words > max)
      throw new AppError('FEEDBACK_WORDS_OUT_OF_RANGE', { field: 'content', min, max });
    throw fieldErrorFor('content', reason, lang);
  }
  const words = feedbackWordCount(parsed.data);
  if (words < min || words > max)
    throw new AppError('FEEDBACK_WORDS_OUT_OF_RANGE', { field: 'content', min, max });
  return parsed.data;
}

/** The type, first: a submission without a known type is refused before its text is judged. */
function typeOf(value: string | undefined): FeedbackType {
  const type = value?.trim() ?? '';
  if (!isFeedbackType(type)) throw new AppError('FEEDBACK_TYPE_INVALID', { field: 'type' });
  return type;
}

/**
 * A submission as JSON (`{ type, content }`, no images) or multipart/form-data (parts `type`,
 * `content` and up to 3 `images`), checked before anything is stored: only those parts, a known
 * type, the content within the word bounds, at most 3 images each at most 5 MB and a PNG or JPEG
 * by its bytes. The first bad part is named in the refusal.
 */
export async function submissionOf(
  body: { json: unknown } | { form: FormData | undefined },
  length: FeedbackLength,
  lang: Language,
): Promise<FeedbackSubmission> {
  if ('json' in body) {
    const parsed = FeedbackSubmitJson.safeParse(body.json);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
      if (field === 'type') throw new AppError('FEEDBACK_TYPE_INVALID', { field });
      throw new AppError('FEEDBACK_FORM_INVALID', { field: field.slice(0, 40) });
    }
    const type = typeOf(parsed.data.type);
    return {
      type,
      content: checkContent(parsed.data.content, length.minWords, length.maxWords, lang),
      images: [],
    };
  }
  const form = body.form;
  if (!form) throw new AppError('FEEDBACK_FORM_INVALID', { field: 'body' });
  let typeText: string | undefined;
  let content: string | undefined;
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'type' && typeof value === 'string' && typeText === undefined) typeText = value;
    else if (name === 'content' && typeof value === 'string' && content === undefined) content = value;
    else if (name === 'images' && typeof value !== 'string') files.push(value);
    else throw new AppError('FEEDBACK_FORM_INVALID', { field: name.slice(0, 40) });
  }
  const type = typeOf(typeText);
  const text = checkContent(content ?? '', length.minWords, length.maxWords, lang);
  if (files.length > MAX_FEEDBACK_IMAGES)
    throw new AppError('FEEDBACK_IMAGE_TOO_MANY', { field: 'images', max: MAX_FEEDBACK_IMAGES });
  const images: FeedbackImageUpload[] = [];
  for (const [index, file] of files.entries()) {
    const field = `images[${index + 1}]`;
    if (file.size > MAX_FEEDBACK_IMAGE_BYTES)
      throw new AppError('FEEDBACK_IMAGE_TOO_LARGE', { field, max: MAX_FEEDBACK_IMAGE_BYTES / MB });
    const bytes = Buffer.from(await file.arrayBuffer());
    if (!DECLARED_TYPES.includes(file.type.toLowerCase()) || !inspectImage(bytes))
      throw new AppError('FEEDBACK_IMAGE_NOT_IMAGE', { field });
    images.push({ bytes, declaredType: file.type });
  }
  return { type, content: text, images };
}
