import type { DrawAnswer, DrawView } from '../../src/lottery/api.js';
import type { View } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError } from './lottery-api.js';
import type { LotteryContext, Words } from './lottery-context.js';
import { outcomeView } from './lottery-outcome.js';
import { failureText } from './lottery-texts.js';

/**
 * A draw's fairness record (decision 0070): the commitment published when its window opened, the
 * public value sealed at close, the seed revealed after the draw, the outcome, the ticket count
 * and whether the stored record recomputes, then how to check it by hand with two shell commands.
 * The lottery page shows it at #/draw/<id>; the standalone verifier for a typed draw id.
 */

function verdict(words: Words, answer: DrawAnswer): HTMLElement {
  const verified = answer.verified;
  if (!verified)
    return el('p', {
      class: 'verdict pending',
      'data-testid': 'lottery-verified',
      'data-ok': '',
      text: words.t('verifiedPending'),
    });
  if (verified.ok)
    return el('p', {
      class: 'verdict ok',
      'data-testid': 'lottery-verified',
      'data-ok': 'true',
      text: `✓ ${words.t('verifiedOk')}`,
    });
  const key = `reason.${verified.reason ?? ''}`;
  const said = words.t(key);
  const reason = said === key ? (verified.reason ?? '') : said;
  return el('p', {
    class: 'verdict bad',
    'data-testid': 'lottery-verified',
    'data-ok': 'false',
    'data-reason': verified.reason ?? '',
    text: `✗ ${words.t('verifiedBad', { reason })}`,
  });
}

/** A value of the record: a hash or a seed in full (it wraps), or "Not yet". */
function value(words: Words, text: string | undefined, name: string): HTMLElement {
  return text
    ? el('code', { class: 'hash', 'data-field': name, text })
    : el('span', { class: 'not-yet', 'data-field': name, text: words.t('notYet') });
}

/** Steps 3 and the kind's own, with the record's own values in the commands. */
function howTo(words: Words, draw: DrawView): HTMLElement {
  const seed = draw.serverSeed ?? '<server seed>';
  const publicValue = draw.publicValue ?? '<public value>';
  const commands = [
    `printf %s '${seed}' | sha256sum`,
    `printf %s '${publicValue}:${draw.drawNo}:0' | openssl dgst -sha256 -hmac '${seed}'`,
  ].join('\n');
  const kind = draw.outcome?.kind;
  const steps = ['how.commit', 'how.public', 'how.stream'];
  if (kind !== 'race10') steps.push('how.digit');
  else steps.push('how.race');
  if (kind === 'digits5' || kind === 'digits3') steps.push('how.digits');
  else if (kind && kind !== 'race10') steps.push(`how.${kind}`);
  steps.push('how.server');
  return el(
    'details',
    { class: 'how', open: '' },
    el('summary', { text: words.t('howTitle') }),
    el('ol', {}, ...steps.map((key) => el('li', { text: words.t(key) }))),
    el('pre', { class: 'commands' }, el('code', { text: commands })),
  );
}

export function drawRecordView(words: Words, answer: DrawAnswer, gameName?: string): HTMLElement {
  const draw = answer.draw;
  const row = (label: string, ...content: (Node | string)[]) =>
    [el('dt', { text: label }), el('dd', {}, ...content)] as const;
  const stateKey = `drawState.${draw.state}`;
  const stateText = words.t(stateKey);
  const facts = el(
    'dl',
    { class: 'record-facts' },
    ...row(words.t('game'), `${gameName ?? draw.gameCode}${draw.province ? ` · ${draw.province}` : ''}`),
    ...row(words.t('state'), stateText === stateKey ? draw.state : stateText),
    ...row(words.t('opensAt'), words.time(draw.opensAt)),
    ...row(words.t('closesAt'), words.time(draw.closesAt)),
    ...row(words.t('drawTime'), words.time(draw.drawAt)),
    ...row(words.t('serverSeedHash'), value(words, draw.serverSeedHash, 'serverSeedHash')),
    ...row(words.t('publicValue'), value(words, draw.publicValue, 'publicValue')),
    ...row(words.t('serverSeed'), value(words, draw.serverSeed, 'serverSeed')),
    ...row(words.t('tickets'), draw.tickets === undefined ? words.t('notYet') : words.digits(draw.tickets)),
    ...row(words.t('outcome'), draw.outcome ? outcomeView(words, draw.outcome) : words.t('notYet')),
  );
  return el(
    'article',
    { class: 'draw-record', 'data-testid': 'lottery-draw-record', 'data-draw': draw.drawId },
    el('h2', { text: words.t('recordTitle', { no: words.digits(draw.drawNo) }) }),
    el('p', { class: 'draw-id' }, el('code', { text: draw.drawId })),
    verdict(words, answer),
    facts,
    howTo(words, draw),
  );
}

/** The record as a view of the lottery page (#/draw/<id>), with a way back. */
export function fairnessView(ctx: LotteryContext): View & { open(drawId: string): void } {
  const root = el('section', { class: 'view record-view', 'data-view': 'draw' });
  const back = el('button', { class: 'chip back', type: 'button', text: ctx.t('back') });
  back.addEventListener('click', () => (history.length > 1 ? history.back() : ctx.go('#/results')));
  const body = el('div', { class: 'record-body' });
  root.append(back, body);
  let asked = '';

  async function open(drawId: string): Promise<void> {
    if (drawId === asked) return;
    asked = drawId;
    body.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
    try {
      const answer = await ctx.api.draw(drawId);
      if (asked !== drawId) return;
      const game = ctx.games().find((entry) => entry.code === answer.draw.gameCode);
      body.replaceChildren(drawRecordView(ctx, answer, game ? ctx.name(game.name) : undefined));
    } catch (error) {
      if (asked !== drawId) return;
      asked = '';
      const status = error instanceof LotteryError ? error.code : 'NETWORK';
      body.replaceChildren(
        el('p', {
          class: 'empty',
          role: 'alert',
          text: failureText(ctx.lang, { status }, { money: ctx.money, digits: ctx.digits, min: '', max: '' }),
        }),
      );
    }
  }

  return {
    root,
    show() {
      root.hidden = false;
    },
    hide() {
      root.hidden = true;
    },
    refresh: () => undefined,
    open: (drawId) => void open(drawId),
  };
}
