import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The message check of eslint.config.js: user-facing text in shared/ui comes from a catalogue.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

async function literalStrings(code, filePath = 'shared/ui/src/components/X.tsx') {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, filePath) });
  return result.messages.filter((m) => m.ruleId === 'panel/no-literal-text' || m.fatal);
}

// The first lint loads the whole config (typescript-eslint included): slow on a busy machine.
describe('the message check', { timeout: 30_000 }, () => {
  it.each([
    ['JSX text', 'export const X = () => <p>Hello there</p>;'],
    ['an aria-label', 'export const X = () => <button aria-label="Close" />;'],
    ['a title', 'export const X = () => <span title="More about it" />;'],
    ['a placeholder', 'export const X = () => <input placeholder="Search" />;'],
    ['a string in braces', "export const X = () => <p>{'Hello'}</p>;"],
    ['a template in an attribute', 'export const X = () => <img alt={`A cat`} />;'],
  ])('refuses %s written in a component', async (_case, code) => {
    expect(await literalStrings(code)).toHaveLength(1);
  });

  it.each([
    ['a message', "export const X = ({ t }) => <p>{t('hello')}</p>;"],
    ['a class name and a type', 'export const X = () => <button type="button" className="ui-button" />;'],
    ['punctuation', 'export const X = () => <p>{1} / {2}</p>;'],
    ['a value computed in an attribute', 'export const X = ({ name }) => <img alt={name} />;'],
  ])('accepts %s', async (_case, code) => {
    expect(await literalStrings(code)).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await literalStrings('export const X = () => <p>Hello there</p>;', 'shared/ui/src/components/X.test.tsx')).toEqual([]);
  });
});
