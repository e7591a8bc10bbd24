import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `import('./x.json?full')` loads a whole JSON file as its own module, separate from named imports of
 * the same file, so the first load can keep a few keys of a catalog while the rest arrives later.
 */
export function fullJson(): Plugin {
  const PREFIX = '\0full-json:';
  return {
    name: 'nutri-full-json',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json?full')) return null;
      const resolved = await this.resolve(source.slice(0, -'?full'.length), importer, { skipSelf: true });
      // A `.js` suffix keeps the built-in JSON transform off the module this plugin already turned into JS.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      return `export default ${fs.readFileSync(file, 'utf8')};`;
    },
  };
}
