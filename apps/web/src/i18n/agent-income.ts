import i18next from 'i18next';
import { bnAgentIncome } from './bn-agent-income';
import { enAgentIncome } from './en-agent-income';

export const AGENT_INCOME_NS = 'agentIncome';

/**
 * Adds the texts of the agent centre's contract and income pages and of the contract popup, for
 * Bengali and English (Portuguese falls back to English, as for the member centre). Called by
 * the modules that show them, so the texts come with their chunk, never with the first view.
 */
export function registerAgentIncomeMessages(): void {
  if (i18next.hasResourceBundle('bn', AGENT_INCOME_NS)) return;
  i18next.addResourceBundle('bn', AGENT_INCOME_NS, bnAgentIncome);
  i18next.addResourceBundle('en', AGENT_INCOME_NS, enAgentIncome);
}
