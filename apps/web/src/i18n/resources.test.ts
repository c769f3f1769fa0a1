import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../stores/language';
import { bn } from './bn';
import { en } from './en';
import { hasLocaleFile, loadTexts } from './resources';

describe('message loading (decision 0082)', () => {
  it('loads the Bengali and English main messages from their typed sources, once', async () => {
    const first = loadTexts('en', 'translation');
    expect(loadTexts('en', 'translation')).toBe(first);
    await expect(first).resolves.toEqual(en);
    await expect(loadTexts('bn', 'translation')).resolves.toEqual(bn);
  });

  it('has nothing to load for a Bengali or English page namespace (its chunk registers it)', async () => {
    await expect(loadTexts('en', 'member')).resolves.toBeNull();
  });

  it("loads another language's namespace from its JSON file", async () => {
    const candidates = SITE_LANGUAGES.filter((code) => code !== 'bn' && code !== 'en');
    const present = await Promise.all(candidates.map((code) => hasLocaleFile(code, 'translation')));
    const language = candidates.find((_, index) => present[index]);
    expect(language, 'no language besides BN and EN has its main messages').toBeDefined();
    if (!language) return;
    const file = path.resolve(import.meta.dirname, 'locales', language, 'translation.json');
    await expect(loadTexts(language, 'translation')).resolves.toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it('gives null for a namespace a language has no file of (English fills in key by key)', async () => {
    await expect(loadTexts('pt', 'no-such-namespace')).resolves.toBeNull();
  });
});

describe('page namespaces of other languages', () => {
  it('loads a page namespace from its JSON file', async () => {
    const candidates = SITE_LANGUAGES.filter((code) => code !== 'bn' && code !== 'en');
    const present = await Promise.all(candidates.map((code) => hasLocaleFile(code, 'member')));
    const language = candidates.find((_, index) => present[index]);
    expect(language, 'no language besides BN and EN has the member namespace').toBeDefined();
    if (!language) return;
    const file = path.resolve(import.meta.dirname, 'locales', language, 'member.json');
    await expect(loadTexts(language, 'member')).resolves.toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });
});
