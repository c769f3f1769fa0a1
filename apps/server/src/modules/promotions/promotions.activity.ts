import { createHash } from 'node:crypto';
import {
  type ActivityApplicationValue,
  type ActivityImageValue,
  ActivityRules,
  type Language,
  MAX_ACTIVITY_IMAGE_BYTES,
  MAX_ACTIVITY_IMAGES,
  MAX_ACTIVITY_REMARK_CHARS,
  type PromotionValue,
  type RewardItemValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { inspectImage } from '../../platform/storage/image-check.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './promotions.activity.repo.js';
import type { BonusEngine } from './promotions.bonus.js';

export type ActivityDeps = {
  engine: BonusEngine;
  wallet: WalletService;
  audit: AuditService;
  storage: BlobStorage;
  site: Pick<SiteInfo, 'currencyCode'>;
  /** From the accounts module: usernames by member id (the review queue). */
  usernamesOf?: (ids: readonly string[]) => Promise<Map<string, string>>;
};

/** The private storage area of application images; served only through the routes that check who asks. */
export const ACTIVITY_IMAGE_AREA = 'activity-applications';
/** How many of a player's applications "mine" lists, newest first. */
const MINE_PAGE = 50;
/** Content types a browser may declare for a png or jpg (the content still decides). */
const DECLARED_TYPES = ['', 'image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];

export type ApplicationForm = { remark: string; images: { bytes: Buffer; declaredType: string }[] };
export type ActivityImageFile = { bytes: Buffer; contentType: string; fileName: string };

/** Characters as a person counts them (code points), like the form's counter. */
export const remarkLength = (remark: string) => [...remark].length;

/**
 * The application form (multipart parts `remark` and `images`), checked before anything is
 * stored: only those parts, the remark a text of at most 140 characters, at most 3 images, each at
 * most 5 MB and a PNG or JPEG by its bytes. The first bad part is named in the refusal.
 */
export async function applicationFormOf(form: FormData | undefined): Promise<ApplicationForm> {
  if (!form) throw new AppError('ACTIVITY_FORM_INVALID', { field: 'body' });
  let remark: string | undefined;
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'remark' && typeof value === 'string' && remark === undefined) remark = value;
    else if (name === 'images' && typeof value !== 'string') files.push(value);
    else throw new AppError('ACTIVITY_FORM_INVALID', { field: name.slice(0, 40) });
  }
  const text = (remark ?? '').trim();
  if (remarkLength(text) > MAX_ACTIVITY_REMARK_CHARS)
    throw new AppError('ACTIVITY_REMARK_TOO_LONG', { field: 'remark', max: MAX_ACTIVITY_REMARK_CHARS });
  if (files.length > MAX_ACTIVITY_IMAGES)
    throw new AppError('ACTIVITY_IMAGE_TOO_MANY', { field: 'images', max: MAX_ACTIVITY_IMAGES });
  const images: ApplicationForm['images'] = [];
  for (const [index, file] of files.entries()) {
    const field = `images[${index + 1}]`;
    if (file.size > MAX_ACTIVITY_IMAGE_BYTES)
      throw new AppError('ACTIVITY_IMAGE_TOO_LARGE', {
        field,
        max: MAX_ACTIVITY_IMAGE_BYTES / (1024 * 1024),
      });
    const bytes = Buffer.from(await file.arrayBuffer());
    if (!DECLARED_TYPES.includes(file.type.toLowerCase()) || !inspectImage(bytes))
      throw new AppError('ACTIVITY_IMAGE_NOT_IMAGE', { field });
    images.push({ bytes, declaredType: file.type });
  }
  return { remark: text, images };
}

/**
 * The configuration checker's word on activity rules (the editor, decision 0057): the amount an
 * amount of the site currency above zero, and a bonus's wagering at most the site's PROMOMAXWAGER.
 */
export function checkActivityRules(
  rules: ActivityRules,
  maxWageringMultiple: number,
  currency: string,
): void {
  const amount = tryParseAmount(rules.amount, currency as never);
  if (!amount.ok || amount.value <= 0n)
    throw new AppError('PROMOTION_RULES_INVALID', { field: 'rules.amount' });
  if (rules.reward === 'bonus' && rules.wageringMultiple > maxWageringMultiple)
    throw new AppError(
      'PROMOTION_WAGERING_TOO_HIGH',
      { max: maxWageringMultiple },
      { max: maxWageringMultiple },
    );
}

/** Where a promotion stands now, apart from any player (as the catalogue judges it). */
export function activityPhase(p: repo.PromotionRow, now: Date): 'coming_soon' | 'open' | 'close' {
  if (p.status !== 'published') return 'close';
  if (now < p.activeFrom) return 'coming_soon';
  if (p.activeUntil !== null && now >= p.activeUntil) return 'close';
  if (p.globalLimit !== null && p.issuedCount >= p.globalLimit) return 'close';
  return 'open';
}

export const textOf = (texts: unknown, lang: Language) => {
  const t = texts as Record<string, string>;
  return t[lang] ?? t.en ?? '';
};

/** An application as its owner (`/wps/…`) or an operator (`/bo/api/…`) sees it. */
export function presentApplication(
  a: repo.ApplicationRow,
  images: repo.ApplicationImageRow[],
  title: string,
  imageRoot: '/wps/promotions/applications' | '/bo/api/promotions/applications',
): ActivityApplicationValue {
  return {
    id: a.id.toString(),
    promotionId: a.promotionId.toString(),
    title,
    remark: a.remark,
    images: images
      .filter((i) => i.applicationId === a.id)
      .map(
        (i): ActivityImageValue => ({
          id: i.id.toString(),
          contentType: i.contentType as ActivityImageValue['contentType'],
          sizeBytes: i.sizeBytes,
          width: i.width,
          height: i.height,
          path: `${imageRoot}/${a.id}/images/${i.id}`,
        }),
      ),
    status: a.status as ActivityApplicationValue['status'],
    reward: a.reward as ActivityApplicationValue['reward'],
    amount: a.amountMinor === null ? null : wireAmount(a.amountMinor, a.currency),
    bonusId: a.bonusId?.toString() ?? null,
    rejectReason: a.rejectReason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Activity applications (decision 0057), the player's side: apply with a remark and up to three
 * private images, see my applications and their images, and the activity's status on /promotions.
 * The operator's review (approve pays once, reject with a reason) is promotions.activity.review.ts.
 */
export function createActivity(ctx: AppContext, deps: ActivityDeps) {
  const db = ctx.database.db;

  async function presentMine(rows: repo.ApplicationRow[], lang: Language) {
    const images = await repo.imagesOf(
      db,
      rows.map((r) => r.id),
    );
    const promotions = await repo.promotionsByIds(db, [...new Set(rows.map((r) => r.promotionId))]);
    const title = (id: bigint) => textOf(promotions.find((p) => p.id === id)?.title ?? {}, lang);
    return rows.map((r) =>
      presentApplication(r, images, title(r.promotionId), '/wps/promotions/applications'),
    );
  }

  return {
    /**
     * Applies to an open activity: the activity found first (an unknown one is not found whatever
     * the body), then the form checked, then stored in one transaction, the files with it.
     */
    async apply(principal: Principal, id: string, body: FormData | undefined, lang: Language) {
      const memberId = BigInt(principal.memberId);
      const found = (await repo.promotionsByIds(db, [BigInt(id)]))[0];
      if (found?.kind !== 'activity' || found.status !== 'published' || found.visibleFrom > ctx.now())
        throw new AppError('PROMOTION_NOT_FOUND');
      const form = await applicationFormOf(body);
      const currency = await deps.site.currencyCode();
      const stored: string[] = [];
      try {
        const row = await retriedTransaction(db, async (tx) => {
          // A retried attempt stores its files again: the last attempt's are dropped first.
          for (const key of stored.splice(0)) await deps.storage.remove(key);
          const p = (await repo.promotionsByIds(tx, [BigInt(id)]))[0];
          if (p?.kind !== 'activity' || p.status !== 'published' || p.visibleFrom > ctx.now())
            throw new AppError('PROMOTION_NOT_FOUND');
          if (activityPhase(p, ctx.now()) !== 'open') throw new AppError('PROMOTION_NOT_ACTIVE');
          const rules = ActivityRules.safeParse(p.rules);
          if (!rules.success) throw new AppError('PROMOTION_NOT_ACTIVE');
          if (rules.data.imagesRequired && form.images.length === 0)
            throw new AppError('ACTIVITY_IMAGE_REQUIRED', { field: 'images' });
          if ((await repo.issuedApplications(tx, p.id, memberId)) >= p.perPlayerLimit)
            throw new AppError('PROMOTION_NOT_ELIGIBLE');
          const application = await repo.insertApplication(tx, {
            promotionId: p.id,
            memberId,
            currency,
            remark: form.remark,
            reward: rules.data.reward,
            createdAt: ctx.now(),
          });
          if (!application) throw new AppError('ACTIVITY_APPLICATION_PENDING');
          const images: repo.NewApplicationImage[] = [];
          for (const [index, image] of form.images.entries()) {
            const info = inspectImage(image.bytes);
            if (!info) throw new AppError('ACTIVITY_IMAGE_NOT_IMAGE', { field: `images[${index + 1}]` });
            const storageKey = await deps.storage.put(
              ACTIVITY_IMAGE_AREA,
              info.extension,
              image.bytes,
              ctx.now(),
            );
            stored.push(storageKey);
            images.push({
              applicationId: application.id,
              position: index + 1,
              storageKey,
              contentType: info.contentType,
              sizeBytes: image.bytes.length,
              width: info.width,
              height: info.height,
              sha256: createHash('sha256').update(image.bytes).digest('hex'),
            });
          }
          await repo.insertImages(tx, images);
          return application;
        });
        return (await presentMine([row], lang))[0] as ActivityApplicationValue;
      } catch (error) {
        // Nothing committed, so no file either.
        for (const key of stored) await deps.storage.remove(key);
        throw error;
      }
    },

    /** My applications, newest first, with their statuses. */
    async mine(principal: Principal, lang: Language) {
      return {
        list: await presentMine(await repo.applicationsOf(db, BigInt(principal.memberId), MINE_PAGE), lang),
      };
    },

    /** An application's image; `memberId` limits it to that member's applications (players). */
    async image(applicationId: string, imageId: string, memberId?: string): Promise<ActivityImageFile> {
      const application = await repo.applicationById(db, BigInt(applicationId));
      if (!application || (memberId !== undefined && application.memberId !== BigInt(memberId)))
        throw new AppError('ACTIVITY_APPLICATION_NOT_FOUND');
      const row = await repo.imageOf(db, application.id, BigInt(imageId));
      const bytes = row ? await deps.storage.get(row.storageKey) : undefined;
      const info = bytes ? inspectImage(bytes) : undefined;
      if (!row || !bytes || !info) throw new AppError('ACTIVITY_APPLICATION_NOT_FOUND');
      return {
        bytes,
        contentType: info.contentType,
        fileName: `application-${application.id}-${row.position}.${info.extension}`,
      };
    },

    /**
     * An activity's status for a player on /promotions: applying (under review), issued (the
     * per-player limit rewarded), coming_soon or close (the promotion's phase), rejected (my last
     * application), else join. The bonus of the last issued bonus reward, if any.
     */
    async statusFor(
      p: repo.PromotionRow,
      memberId: bigint,
    ): Promise<{ status: NonNullable<PromotionValue['status']>; bonusId: string | null }> {
      const mine = (await repo.applicationsOf(db, memberId, MINE_PAGE)).filter((a) => a.promotionId === p.id);
      const bonusId = mine.find((a) => a.bonusId !== null)?.bonusId?.toString() ?? null;
      if (mine.some((a) => a.status === 'applying')) return { status: 'applying', bonusId };
      if (mine.filter((a) => a.status === 'issued').length >= p.perPlayerLimit)
        return { status: 'issued', bonusId };
      const phase = activityPhase(p, ctx.now());
      if (phase !== 'open') return { status: phase, bonusId };
      if (mine[0]?.status === 'rejected') return { status: 'rejected', bonusId };
      return { status: 'join', bonusId };
    },

    /** The reward centre's activity lines: under review (pending), issued (claimed), rejected (expired). */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const rows = await repo.applicationsOf(db, memberId, MINE_PAGE);
      const promotions = await repo.promotionsByIds(db, [...new Set(rows.map((r) => r.promotionId))]);
      return rows.map((a) => ({
        key: `activity:${a.id}`,
        source: 'activity',
        title: textOf(promotions.find((p) => p.id === a.promotionId)?.title ?? {}, lang),
        amount: a.amountMinor === null ? null : wireAmount(a.amountMinor, a.currency),
        status: a.status === 'applying' ? 'pending' : a.status === 'issued' ? 'claimed' : 'expired',
        at: (a.decidedAt ?? a.createdAt).toISOString(),
        path: `/promotions#${a.promotionId}`,
      }));
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
