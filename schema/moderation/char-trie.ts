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
  /** Which of `more` holds the children after the first, NONE when there are none. */
  moreOf: Int32Array;
  more: Map<number, number>[];
};

/** The node `unit` leads to from `node`, NONE when none does. */
export function nextChar(trie: CharTrie, node: number, unit: number): number {
  if (trie.unit[node] === unit) return trie.child[node] ?? NONE;
  const more = trie.moreOf[node] ?? NONE;
  return more === NONE ? NONE : (trie.more[more]?.get(unit) ?? NONE);
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
    freeze: () => ({
      unit: cut(unit),
      child: cut(child),
      slots: cut(slots),
      opens: cut(opens),
      moreOf: cut(moreOf),
      more,
    }),
  };
}
