import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** The ConfigError these settings stop the start with; the test fails if they are taken. */
export function configRefusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected the configuration to be refused');
}
