import { OPERATOR_ROLES, roleHolds } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { pagesFor } from '../../navigation';
import { AGENT_TYPE_LABEL, agentTypeName, labelOf, PAYOUT_STATUS_LABEL } from './agent-labels';

describe('the Agents menu entry', () => {
  it('shows to the roles holding agents.view, and to no other', () => {
    for (const role of OPERATOR_ROLES) {
      const shown = pagesFor(role).some((page) => page.id === 'agents');
      expect(shown, role).toBe(roleHolds(role, 'agents.view'));
    }
    expect(pagesFor('finance').some((page) => page.id === 'agents')).toBe(true);
    expect(pagesFor('risk').some((page) => page.id === 'agents')).toBe(true);
    expect(pagesFor('support').some((page) => page.id === 'agents')).toBe(false);
    expect(pagesFor('content').some((page) => page.id === 'agents')).toBe(false);
  });

  it('leaves every role landing on the page it landed on before', () => {
    for (const role of OPERATOR_ROLES) expect(pagesFor(role)[0]?.id, role).not.toBe('agents');
  });
});

describe('agent codes as the console names them', () => {
  const t = (key: string) => `<${key}>`;

  it('names the four agent types with their number, and other accounts as the players page does', () => {
    expect(
      Object.keys(AGENT_TYPE_LABEL)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 41, 42]);
    expect(agentTypeName(41, t)).toBe('41 · <ag_type_promoter>');
    expect(agentTypeName(0, t)).toBe('<cs_type_member>');
  });

  it('shows a code the console does not know yet as it came', () => {
    expect(labelOf(PAYOUT_STATUS_LABEL, 'awaiting_approval', t)).toBe('<ag_payout_awaiting_approval>');
    expect(labelOf(PAYOUT_STATUS_LABEL, 'something_new', t)).toBe('something_new');
  });
});
