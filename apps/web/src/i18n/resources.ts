import type { Language } from '@khela/contract';
import { bn, type Messages } from './bn';
import { en } from './en';

/** All message sets, by language. Both are bundled: together they are a few kilobytes. */
export const MESSAGES: Record<Language, Messages> = { bn, en };
