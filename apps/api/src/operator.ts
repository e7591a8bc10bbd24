import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { runOperatorCommand } from './modules/operators';

/**
 * The operator command line's entry (`npm run operator -- create NAME`): the same settings and database
 * as the server (DATABASE_URL, or the embedded one under DATA_DIR while no server has it open).
 */

/** A refusal whose message says it all (no stack trace). */
class CliError extends Error {}

/** Reads a line on the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    // Echo off before the prompt shows, so nothing typed after it can appear.
    stdin.setRawMode(true);
    process.stderr.write(prompt);
    stdin.resume();
    stdin.setEncoding('utf8');
    let text = '';
    const done = (result: Error | string) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(text);
        if (ch === '\u0003') return done(new CliError('Cancelled; nothing was created'));
        if (ch === '\u007f' || ch === '\b') text = [...text].slice(0, -1).join('');
        else if (ch >= ' ') text += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of stdin when it is a pipe (`echo … | npm run operator -- create NAME`). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden('Password (at least 12 characters): ');
  const again = await askHidden('Repeat the password: ');
  if (first !== again) throw new CliError('The two passwords differ; nothing was created');
  return first;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    return await runOperatorCommand(process.argv.slice(2), {
      db: database.db,
      cost: config.operatorPassword,
      readPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const plain = err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof CliError;
    console.error(plain ? err.message : err);
    process.exit(err instanceof ConfigError ? 78 : 1);
  },
);
