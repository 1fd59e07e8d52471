// A trie over characters (UTF-16 units, as the scans index a text) kept in columns of numbers:
// node `n`'s first child and its unit, its slot and open lists, at index `n` of Int32Arrays.
// As objects, the two character tries of the crisis and threat matcher (~110,000 nodes, most
// with one child or none) cost ~64 bytes a node; as columns, 20.
import { append, column, type Column } from './number-lists.ts';

/** No node, no unit, no list. */
export const NONE = -1;

export type CharTrie = {
  /** The first child's unit, NONE when there is none. */
  unit: Int32Array;
  child: Int32Array;
  /** The node's slot list and open list (see the matcher), NONE when it has none. */
  slots: Int32Array;
  opens: Int32Array;
  /** 1 for a node with children after the first, which are in `edges`. */
  branches: Uint8Array;
  /**
   * The children after the first of every node, in one table of rows `node, unit, child`,
   * open addressing (a row's place is its node and unit hashed, or the next free one). A Map
   * per branching node cost ~28 ns a look-up on a Chinese or Japanese text, where the root has
   * thousands of children and the scan asks it at every character: a third of that scan.
   */
  edges: Int32Array;
  /** The table's rows less one: a power of two less one. */
  mask: number;
};

/** Where the row of `node` and `unit` is looked for first. */
function edgeHash(node: number, unit: number, mask: number): number {
  const mixed = Math.imul(node, 0x9e3779b1) ^ Math.imul(unit, 0x85ebca6b);
  return (mixed ^ (mixed >>> 15)) & mask;
}

/** The node `unit` leads to from `node`, NONE when none does. */
export function nextChar(trie: CharTrie, node: number, unit: number): number {
  if (trie.unit[node] === unit) return trie.child[node] ?? NONE;
  if (trie.branches[node] !== 1) return NONE;
  const { edges, mask } = trie;
  for (let row = edgeHash(node, unit, mask); ; row = (row + 1) & mask) {
    const at = 3 * row;
    const from = edges[at] ?? NONE;
    if (from === NONE) return NONE;
    if (from === node && edges[at + 1] === unit) return edges[at + 2] ?? NONE;
  }
}

/** The children after the first of `more`'s nodes as nextChar() reads them (CharTrie.edges). */
function edgeTable(
  moreOf: Int32Array,
  more: readonly Map<number, number>[],
): { edges: Int32Array; mask: number } {
  const count = more.reduce((sum, children) => sum + children.size, 0);
  // At most half full, so a look-up that finds nothing stops after a row or two.
  let rows = 2;
  while (rows < 2 * count) rows *= 2;
  const mask = rows - 1;
  const edges = new Int32Array(3 * rows).fill(NONE);
  moreOf.forEach((list, node) => {
    if (list === NONE) return;
    for (const [unit, child] of more[list] ?? []) {
      let row = edgeHash(node, unit, mask);
      while (edges[3 * row] !== NONE) row = (row + 1) & mask;
      edges.set([node, unit, child], 3 * row);
    }
  });
  return { edges, mask };
}

/** A trie being built; its root is node 0. */
export type CharTrieBuilder = {
  /** The node `key` ends at, made with the nodes before it if new. */
  add: (key: string) => number;
  slotsOf: (node: number) => number;
  setSlots: (node: number, list: number) => void;
  opensOf: (node: number) => number;
  setOpens: (node: number, list: number) => void;
  /** The columns cut to size. */
  freeze: () => CharTrie;
};

export function charTrieBuilder(): CharTrieBuilder {
  const unit = column();
  const child = column();
  const slots = column();
  const opens = column();
  const moreOf = column();
  const more: Map<number, number>[] = [];
  const newNode = () => {
    for (const field of [unit, child, slots, opens, moreOf]) append(field, NONE);
    return unit.length - 1;
  };
  newNode();
  const step = (node: number, at: number): number => {
    if (unit.data[node] === at) return child.data[node] ?? NONE;
    const list = moreOf.data[node] ?? NONE;
    return list === NONE ? NONE : (more[list]?.get(at) ?? NONE);
  };
  const cut = (field: Column) => field.data.slice(0, field.length);
  return {
    add: (key) => {
      let node = 0;
      for (let i = 0; i < key.length; i += 1) {
        const at = key.charCodeAt(i);
        let next = step(node, at);
        if (next === NONE) {
          next = newNode();
          if (unit.data[node] === NONE) {
            unit.data[node] = at;
            child.data[node] = next;
          } else {
            if (moreOf.data[node] === NONE) {
              moreOf.data[node] = more.length;
              more.push(new Map());
            }
            more[moreOf.data[node] ?? 0]?.set(at, next);
          }
        }
        node = next;
      }
      return node;
    },
    slotsOf: (node) => slots.data[node] ?? NONE,
    setSlots: (node, list) => (slots.data[node] = list),
    opensOf: (node) => opens.data[node] ?? NONE,
    setOpens: (node, list) => (opens.data[node] = list),
    freeze: () => {
      const branching = cut(moreOf);
      return {
        unit: cut(unit),
        child: cut(child),
        slots: cut(slots),
        opens: cut(opens),
        branches: Uint8Array.from(branching, (list) => (list === NONE ? 0 : 1)),
        ...edgeTable(branching, more),
      };
    },
  };
}
