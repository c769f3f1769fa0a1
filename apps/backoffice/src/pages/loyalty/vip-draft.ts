import type { VipLadderInput, VipLadderValue, VipPeriod } from '@khela/contract';

/** One level as the editor holds it: every field a text, rates in percent, the points rate as a multiplier. */
export type LevelDraft = {
  labelBn: string;
  labelEn: string;
  upgradeValidBet: string;
  upgradeDeposit: string;
  keepValidBet: string;
  keepDeposit: string;
  levelUpBonus: string;
  periodicBonus: string;
  /** "RNG 0.5, LIVE 0.3": a rebate percentage per game type. */
  rebateRates: string;
  defaultRebate: string;
  pointsRate: string;
  withdrawDailyCount: string;
  withdrawDailyAmount: string;
};

export type LadderDraft = {
  windowDays: string;
  retentionPeriod: VipPeriod;
  bonusPeriod: VipPeriod;
  levels: LevelDraft[];
};

/** A basis-point rate as a percentage text: 50 → "0.5". */
const percentText = (bp: number) => String(bp / 100);

export function draftOf(value: VipLadderValue | VipLadderInput): LadderDraft {
  return {
    windowDays: String(value.windowDays),
    retentionPeriod: value.retentionPeriod,
    bonusPeriod: value.bonusPeriod,
    levels: value.levels.map((l) => ({
      labelBn: l.label.bn,
      labelEn: l.label.en,
      upgradeValidBet: l.upgradeValidBet,
      upgradeDeposit: l.upgradeDeposit,
      keepValidBet: l.keepValidBet,
      keepDeposit: l.keepDeposit,
      levelUpBonus: l.levelUpBonus,
      periodicBonus: l.periodicBonus,
      rebateRates: Object.entries(l.rebateRates)
        .map(([type, bp]) => `${type} ${percentText(bp)}`)
        .join(', '),
      defaultRebate: percentText(l.defaultRebateBp),
      pointsRate: String(l.pointsRateBp / 10_000),
      withdrawDailyCount: String(l.withdrawDailyCount),
      withdrawDailyAmount: l.withdrawDailyAmount,
    })),
  };
}

/** A new level above `below` (its figures copied, so the editor starts from something valid-looking). */
export function nextLevel(below: LevelDraft | undefined): LevelDraft {
  return (
    below ?? {
      labelBn: '',
      labelEn: '',
      upgradeValidBet: '0',
      upgradeDeposit: '0',
      keepValidBet: '0',
      keepDeposit: '0',
      levelUpBonus: '0',
      periodicBonus: '0',
      rebateRates: '',
      defaultRebate: '0',
      pointsRate: '1',
      withdrawDailyCount: '5',
      withdrawDailyAmount: '50000',
    }
  );
}

/** A decimal text with at most `digits` decimals, scaled to an integer (percent 0.25 → 25 bp): null when not one. */
function scaled(text: string, factor: number, digits: number): number | null {
  const match = new RegExp(`^(\\d{1,7})(?:\\.(\\d{1,${digits}}))?$`).exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  const scale = 10 ** digits;
  const whole = Number(match[1]) * scale + Number(fraction || '0');
  return (whole * factor) / scale;
}

/** "RNG 0.5, LIVE 0.3" → { RNG: 50, LIVE: 30 }; null when a part is not "TYPE percent". */
export function parseRates(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of text.split(/[,;\n]/)) {
    const item = part.trim();
    if (!item) continue;
    const match = /^([A-Za-z]{2,10})\s*[:= ]\s*([\d.]+)\s*%?$/.exec(item);
    const bp = match ? scaled(match[2] ?? '', 100, 2) : null;
    if (!match || bp === null) return null;
    out[(match[1] ?? '').toUpperCase()] = bp;
  }
  return out;
}

/**
 * The request body of a draft, or the path of the first field that is not a number of the right
 * shape (the server checks the rest: the amounts, thresholds rising with the level).
 */
export function inputOf(draft: LadderDraft): { input: VipLadderInput } | { field: string } {
  const windowDays = Number(draft.windowDays);
  if (!/^\d{1,3}$/.test(draft.windowDays.trim()) || windowDays < 1) return { field: 'windowDays' };
  const levels: VipLadderInput['levels'] = [];
  for (const [i, l] of draft.levels.entries()) {
    const field = (name: string) => ({ field: `levels.${i}.${name}` });
    const rates = parseRates(l.rebateRates);
    if (rates === null) return field('rebateRates');
    const defaultRebateBp = scaled(l.defaultRebate, 100, 2);
    if (defaultRebateBp === null) return field('defaultRebate');
    const pointsRateBp = scaled(l.pointsRate, 10_000, 4);
    if (pointsRateBp === null) return field('pointsRate');
    if (!/^\d{1,4}$/.test(l.withdrawDailyCount.trim())) return field('withdrawDailyCount');
    levels.push({
      rank: i + 1,
      label: { bn: l.labelBn.trim(), en: l.labelEn.trim() },
      upgradeValidBet: l.upgradeValidBet.trim(),
      upgradeDeposit: l.upgradeDeposit.trim(),
      keepValidBet: l.keepValidBet.trim(),
      keepDeposit: l.keepDeposit.trim(),
      levelUpBonus: l.levelUpBonus.trim(),
      periodicBonus: l.periodicBonus.trim(),
      rebateRates: rates,
      defaultRebateBp,
      pointsRateBp,
      withdrawDailyCount: Number(l.withdrawDailyCount),
      withdrawDailyAmount: l.withdrawDailyAmount.trim(),
    });
  }
  return {
    input: { windowDays, retentionPeriod: draft.retentionPeriod, bonusPeriod: draft.bonusPeriod, levels },
  };
}
