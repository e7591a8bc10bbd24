/**
 * A name that holds an alias of a herb is not always that herb: 藏红花/西红花 is saffron (Crocus
 * sativus), 红花籽油 and safflower oil are cooking oils, 红花油 is a liniment for the skin. Read as the
 * herb 红花 they drew its anticoagulant rows and showed "红花" as the product the person takes.
 */
import { describe, expect, it } from 'vitest';
import { resolveSupplementName, searchSupplementOptions } from '.';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';

describe('names that contain a herb’s alias but are another product', () => {
  it.each([
    '藏红花',
    '西红花胶囊',
    '番红花',
    'Saffron extract',
    '红花籽油软胶囊',
    '红花油',
    'safflower oil',
    'Safflower Seed Oil 1000mg',
  ])('%s is not the herb safflower', (name) => {
    expect(resolveSupplementName(name)?.id).not.toBe('safflower');
    expect(searchSupplementOptions(name).map((o) => o.id)).not.toContain('safflower');
  });

  it.each(['红花', '红花茶', '草红花 5g', 'safflower', 'Honghua'])('%s is still the herb', (name) => {
    expect(resolveSupplementName(name)?.id).toBe('safflower');
  });

  it('lists no alias of an option among its own other names', () => {
    for (const o of SUPPLEMENT_OPTIONS) {
      const names = [o.zh, o.en, ...o.aliases].map((n) => n.toLowerCase());
      for (const other of 'notNames' in o ? o.notNames : [])
        expect(names, `${o.id}: ${other}`).not.toContain(other.toLowerCase());
    }
  });
});
