import { type AgentMessages, bnAgent } from './bn-agent';
import { enAgent } from './en-agent';
import { registerMessages } from './namespaces';

export const AGENT_NS = 'agent';
export type AgentMessageKey = keyof AgentMessages;

/**
 * Adds the agent centre's messages (its frames and team pages) for Bengali and English
 * (other languages: locales/<language>/agent.json). Called by the agent centre's
 * modules, so the texts come with their chunk, never with the first view.
 */
export function registerAgentMessages(): void {
  registerMessages(AGENT_NS, bnAgent, enAgent);
}
