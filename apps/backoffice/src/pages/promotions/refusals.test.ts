import { GAME_TYPES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { BoApiError } from '../../api';
import { editorFields } from './promotion-draft';
import { namedField, refusalOf, shownField } from './refusals';

const EDITOR = editorFields('first_deposit', GAME_TYPES);
const refusal = (code: string, message: string, value: unknown = null) =>
  new BoApiError(message, 400, code, value);

describe('server refusals beside the field they name', () => {
  it('puts PROMOTION_RULES_INVALID beside the field at the end of its message', () => {
    expect(
      refusalOf(
        refusal('PROMOTION_RULES_INVALID', 'The promotion settings are not valid: rules.cap'),
        EDITOR,
      ),
    ).toEqual({ fields: { 'rules.cap': 'The promotion settings are not valid: rules.cap' }, form: null });
    // The Bengali message names the field the same way.
    expect(
      refusalOf(refusal('PROMOTION_RULES_INVALID', 'প্রমোশনের সেটিং সঠিক নয়: activeUntil'), EDITOR).fields,
    ).toEqual({ activeUntil: 'প্রমোশনের সেটিং সঠিক নয়: activeUntil' });
  });

  it('puts a field the form does not show beside its nearest shown parent, else above the form', () => {
    expect(
      refusalOf(refusal('PROMOTION_RULES_INVALID', 'Not valid: rules.contributions.ABC'), EDITOR).fields,
    ).toEqual({ 'rules.contributions': 'Not valid: rules.contributions.ABC' });
    expect(refusalOf(refusal('PROMOTION_RULES_INVALID', 'Not valid: rules'), EDITOR)).toEqual({
      fields: {},
      form: 'Not valid: rules',
    });
    expect(refusalOf(refusal('PROMOTION_RULES_INVALID', 'Not valid'), EDITOR).form).toBe('Not valid');
  });

  it('puts the wagering maximum beside the wagering multiple', () => {
    const message = 'The wagering multiple may be at most 35×';
    expect(refusalOf(refusal('PROMOTION_WAGERING_TOO_HIGH', message, { max: 35 }), EDITOR)).toEqual({
      fields: { 'rules.wageringMultiple': message },
      form: null,
    });
  });

  it("puts VALIDATION_FAILED's listed fields beside theirs, and an unshown one above the form", () => {
    const error = refusal('VALIDATION_FAILED', 'Check the fields', {
      fields: [
        { field: 'body.title.en', message: 'Too long' },
        { field: 'body.rules.contributions.LIVE', message: 'Too big' },
        { field: 'body.somethingElse', message: 'Unknown' },
      ],
    });
    expect(refusalOf(error, EDITOR)).toEqual({
      fields: { 'title.en': 'Too long', 'rules.contributions.LIVE': 'Too big' },
      form: 'Check the fields',
    });
    const onlyShown = refusal('VALIDATION_FAILED', 'Check', {
      fields: [{ field: 'body.sort', message: 'Bad' }],
    });
    expect(refusalOf(onlyShown, EDITOR)).toEqual({ fields: { sort: 'Bad' }, form: null });
  });

  it('puts an unknown player beside the username, and anything else above the form', () => {
    const shown = new Set(['username', 'amount']);
    expect(refusalOf(new BoApiError('Player not found', 404, 'PLAYER_NOT_FOUND'), shown).fields).toEqual({
      username: 'Player not found',
    });
    expect(refusalOf(new BoApiError('Forbidden', 403, 'OPERATOR_FORBIDDEN'), shown)).toEqual({
      fields: {},
      form: 'Forbidden',
    });
    expect(refusalOf(new Error('boom'), shown)).toEqual({ fields: {}, form: 'Error: boom' });
  });

  it('reads the named field and finds the shown one', () => {
    expect(namedField('Not valid: rules.maxStake')).toBe('rules.maxStake');
    expect(namedField('Not valid: rules.maxStake.')).toBeNull();
    expect(namedField('No field here')).toBeNull();
    expect(shownField('rules.contributions.LIVE', EDITOR)).toBe('rules.contributions.LIVE');
    expect(shownField('nothing.here', EDITOR)).toBeNull();
  });
});
