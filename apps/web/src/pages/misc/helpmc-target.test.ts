import { describe, expect, it } from 'vitest';
import { helpmcTargetOf } from './helpmc-target';

describe('helpmcTargetOf', () => {
  it('shows the help centre without an address', () => {
    expect(helpmcTargetOf(null)).toEqual({ kind: 'help' });
    expect(helpmcTargetOf(undefined)).toEqual({ kind: 'help' });
    expect(helpmcTargetOf('')).toEqual({ kind: 'help' });
  });

  it('sends a path of this site there, hash and query kept', () => {
    expect(helpmcTargetOf('/help#faq')).toEqual({ kind: 'path', to: '/help#faq' });
    expect(helpmcTargetOf('/noticecontent?id=7')).toEqual({ kind: 'path', to: '/noticecontent?id=7' });
  });

  it('frames an https address', () => {
    expect(helpmcTargetOf('https://help.example.com/bn')).toEqual({
      kind: 'frame',
      src: 'https://help.example.com/bn',
    });
  });

  it('never loops to itself, leaves by //, or frames plain http: the help centre instead', () => {
    for (const url of [
      '/helpmc',
      '/HELPMC/',
      '/helpmc#x',
      '//evil.example/x',
      'http://help.example',
      'help',
      'javascript:alert(1)',
    ])
      expect(helpmcTargetOf(url), url).toEqual({ kind: 'help' });
    // A longer path that only starts with the same letters is another page.
    expect(helpmcTargetOf('/helpmcx')).toEqual({ kind: 'path', to: '/helpmcx' });
  });
});
