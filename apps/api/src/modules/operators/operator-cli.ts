import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { ScryptParams } from './password';
import { checkNewName, createOperator, disableOperator, listOperators } from './operators.service';

/**
 * `npm run operator -- <command>`: operator accounts exist only through this command line (no API call
 * makes one). The entry (src/operator.ts) opens the database and the terminal; this runs the command.
 */
export const USAGE = `Usage: npm run operator -- <command>
  create NAME    create an operator; the password comes from OPERATOR_PASSWORD,
                 else it is asked for on the terminal (not shown), else read from stdin
  list           list operators
  disable NAME   disable an operator (it can no longer sign in; its tokens stop working)`;

export interface CliIo {
  db: Db;
  /** The cost new passwords are hashed with (the server's `config.operatorPassword`). */
  cost: ScryptParams;
  /** The new operator's password (asked only by `create`). */
  readPassword: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Exit codes: 0 done, 1 refused (the message says why), 64 wrong usage. */
export async function runOperatorCommand(args: string[], io: CliIo): Promise<number> {
  const [command, name, ...rest] = args;
  const needsName = command === 'create' || command === 'disable';
  if (
    !command ||
    !['create', 'list', 'disable'].includes(command) ||
    (needsName && !name) ||
    rest.length > 0 ||
    (!needsName && name)
  ) {
    io.err(USAGE);
    return 64;
  }
  try {
    if (command === 'create') {
      // A bad or taken name is refused before anyone types a password.
      await checkNewName(io.db, name!);
      const operator = await createOperator(io.db, name!, await io.readPassword(), io.cost);
      io.out(`Created operator ${operator.name} (${operator.id})`);
    } else if (command === 'disable') {
      const row = await disableOperator(io.db, name!);
      io.out(`Disabled operator ${row.name} (since ${row.disabledAt!.toISOString()})`);
    } else {
      const rows = await listOperators(io.db);
      if (rows.length === 0) io.out('No operators yet: npm run operator -- create NAME');
      for (const r of rows) {
        const status = r.disabledAt ? `disabled ${r.disabledAt.toISOString()}` : 'active';
        io.out(`${r.name}\t${status}\tcreated ${r.createdAt.toISOString()}\t${r.id}`);
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof DomainError && err.status < 500) {
      io.err(err.fieldErrors?.map((e) => `${e.field}: ${e.message}`).join('\n') || err.message);
      return 1;
    }
    throw err;
  }
}
