import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * How the API modules are wired (issue 32 §3, apps/api/CONTEXT.md): each has a face (`index.ts`, the
 * only file another module imports: eslint.config.js) whose plugins are named; a module reaches another
 * by importing its face or through the decorations of the plugins it names in `dependencies`; and those
 * arrows run one way — no two modules reach each other, and no module uses another's repository.
 */

const MODULES = import.meta.dirname;
const modules = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** A module's source files: tests and test helpers (`testing/`) may compose modules freely. */
function sourcesOf(module: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(file);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(file);
    }
  };
  walk(path.join(MODULES, module));
  return out;
}

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

const META = Symbol.for('plugin-meta');

/** Each module's named plugins, from its face. */
async function pluginsOf(module: string): Promise<PluginMeta[]> {
  const face = (await import(`./${module}/index.ts`)) as Record<string, unknown>;
  return Object.values(face)
    .filter((value): value is { [META]: PluginMeta } => typeof value === 'function' && META in value)
    .map((plugin) => plugin[META]);
}

/** Module → the modules it reaches: by importing their face, or by a plugin dependency on their plugins. */
async function edges(): Promise<Map<string, Set<string>>> {
  const owner = new Map<string, string>();
  for (const module of modules) for (const p of await pluginsOf(module)) owner.set(p.name!, module);
  const out = new Map<string, Set<string>>(modules.map((m) => [m, new Set<string>()]));
  for (const module of modules) {
    const reach = out.get(module)!;
    for (const file of sourcesOf(module)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), spec!)).split(path.sep)[0]!;
        if (modules.includes(target) && target !== module) reach.add(target);
      }
    }
    for (const p of await pluginsOf(module)) {
      for (const dependency of p.dependencies ?? []) {
        const target = owner.get(dependency);
        if (target && target !== module) reach.add(target);
      }
    }
  }
  return out;
}

describe('the API modules', () => {
  it('each has a face whose plugins are named, and every dependency names a plugin that exists', async () => {
    const names = new Set<string>();
    for (const module of modules) {
      expect(fs.existsSync(path.join(MODULES, module, 'index.ts')), `${module}/index.ts`).toBe(true);
      for (const p of await pluginsOf(module)) {
        expect(p.name, `a plugin of ${module} without a name`).toBeTruthy();
        names.add(p.name!);
      }
    }
    // The app's own plugins (src/plugins) and the job queue are named too; a module may depend on them.
    const core = ['db', 'auth', 'read-cache', 'ownership'];
    for (const module of modules) {
      for (const p of await pluginsOf(module)) {
        for (const dependency of p.dependencies ?? []) {
          expect(
            names.has(dependency) || core.includes(dependency),
            `${p.name} depends on ${dependency}`,
          ).toBe(true);
        }
      }
    }
  });

  it('reach each other one way: no two modules reach each other, and there is no circle', async () => {
    const graph = await edges();
    const twoWay = [...graph].flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && graph.get(b)!.has(a)).map((b) => `${a} ⇄ ${b}`),
    );
    expect(twoWay).toEqual([]);
    // Depth-first: a module met again while its own reach is being walked closes a circle.
    const state = new Map<string, 'walking' | 'done'>();
    const circles: string[] = [];
    const walk = (module: string, trail: string[]) => {
      if (state.get(module) === 'done') return;
      if (state.get(module) === 'walking') {
        circles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
        return;
      }
      state.set(module, 'walking');
      for (const next of graph.get(module)!) walk(next, [...trail, module]);
      state.set(module, 'done');
    };
    for (const module of modules) walk(module, []);
    expect(circles).toEqual([]);
  });

  it("never use another module's repository: its service says what others may read and write", () => {
    const repositoryOf = new Map<string, string>();
    for (const module of modules) {
      for (const file of sourcesOf(module)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, decoration] of text.matchAll(
          /(?:app\.decorate|decorationPlugin)\('(\w+Repository)'/g,
        )) {
          repositoryOf.set(decoration!, module);
        }
      }
    }
    expect(repositoryOf.size).toBeGreaterThan(10);
    const uses: string[] = [];
    for (const module of modules) {
      for (const file of sourcesOf(module)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [repository, owner] of repositoryOf) {
          if (owner !== module && new RegExp(`\\b${repository}\\b`).test(text)) {
            uses.push(`${path.relative(MODULES, file)} uses ${repository}`);
          }
        }
      }
    }
    expect(uses).toEqual([]);
  });
});
