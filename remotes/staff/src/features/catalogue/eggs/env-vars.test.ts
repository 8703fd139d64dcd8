import { describe, expect, it } from 'vitest';
import { envVarsOf, rowsOf } from './env-vars';

describe('envVarsOf', () => {
  it('keeps each key in its case, so keys differing by case are two variables', () => {
    const { envVars, problems } = envVarsOf([
      { key: 'SERVER_JARFILE', value: 'server.jar' },
      { key: 'server_jarfile', value: 'other.jar' },
      { key: 'MinecraftVersion', value: 'latest' },
    ]);
    expect(envVars).toEqual({ SERVER_JARFILE: 'server.jar', server_jarfile: 'other.jar', MinecraftVersion: 'latest' });
    expect(problems.size).toBe(0);
  });

  it('drops blank rows and names the rows with a bad or repeated key', () => {
    const { envVars, problems } = envVarsOf([
      { key: '', value: '' },
      { key: 'A KEY', value: '1' },
      { key: 'PORT', value: '1' },
      { key: 'PORT', value: '2' },
      { key: '', value: 'orphan' },
    ]);
    expect(envVars).toEqual({ PORT: '1' });
    expect([...problems]).toEqual([
      [1, 'key'],
      [3, 'duplicate'],
      [4, 'key'],
    ]);
  });

  it('reads a stored egg back into rows in order', () => {
    expect(rowsOf({ B: '2', a: '1' })).toEqual([
      { key: 'B', value: '2' },
      { key: 'a', value: '1' },
    ]);
  });
});
