import { bnAgentIncome } from './bn-agent-income';
import { enAgentIncome } from './en-agent-income';
import { registerMessages } from './namespaces';

export const AGENT_INCOME_NS = 'agentIncome';

/**
 * Adds the texts of the agent centre's contract and income pages and of the contract popup, for
 * Bengali and English (other languages: locales/<language>/agent.json). Called by
 * the modules that show them, so the texts come with their chunk, never with the first view.
 */
export function registerAgentIncomeMessages(): void {
  registerMessages(AGENT_INCOME_NS, bnAgentIncome, enAgentIncome);
}
