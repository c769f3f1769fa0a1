import i18next from 'i18next';
import { type AgentMessages, bnAgent } from './bn-agent';
import { enAgent } from './en-agent';

export const AGENT_NS = 'agent';
export type AgentMessageKey = keyof AgentMessages;

/**
 * Adds the agent centre's messages (its frames and team pages) for Bengali and English
 * (Portuguese falls back to English, as for the member centre). Called by the agent centre's
 * modules, so the texts come with their chunk, never with the first view.
 */
export function registerAgentMessages(): void {
  if (i18next.hasResourceBundle('bn', AGENT_NS)) return;
  i18next.addResourceBundle('bn', AGENT_NS, bnAgent);
  i18next.addResourceBundle('en', AGENT_NS, enAgent);
}
