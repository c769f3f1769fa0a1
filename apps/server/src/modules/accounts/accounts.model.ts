/** Account types, as the brand configuration and the account roles number them. */
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const NON_MEMBER_TYPE = 9;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isAgentType = (type: number) => AGENT_TYPES.includes(type);

/** Logging in with this password forces a change (not for SMS or social logins). */
export const DEFAULT_PASSWORD = '123456';

/** Play money a new trial account starts with, in minor units (2,000.00). */
export const TRIAL_GRANT_MINOR = 200_000n;

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
