// Many short lists of numbers, built one entry at a time and then read end to end from one
// typed array. An array per list costs ~180 bytes as soon as it holds one entry (an array grown
// by push reserves 17 elements), and the phrase matcher keeps some 130,000 such lists: the trie
// nodes' slots and open lists.

/** Lists being built: their entries chained list by list, kept in the order they came. */
export type GrowingLists = {
  /** A new empty list's number. */
  add: () => number;
  /** Appends `value` to list `list`. */
  push: (list: number, value: number) => void;
  /** The lists end to end: list `l` is `values[from[l]…from[l + 1]]`. */
  freeze: () => FrozenLists;
};

type FrozenLists = { from: Int32Array; values: Int32Array };

/**
 * An Int32Array that grows by half when full: 4 bytes an entry, where an array of numbers
 * grown by push holds 8.
 */
export type Column = { data: Int32Array; length: number };

export const column = (): Column => ({ data: new Int32Array(1024), length: 0 });

export function append(to: Column, value: number): void {
  if (to.length === to.data.length) {
    const grown = new Int32Array(to.data.length + (to.data.length >> 1));
    grown.set(to.data);
    to.data = grown;
  }
  to.data[to.length] = value;
  to.length += 1;
}

export function growingLists(): GrowingLists {
  const values = column();
  /** The entry after each entry in its list, -1 after its last. */
  const nexts = column();
  const heads = column();
  const tails = column();
  return {
    add: () => {
      append(heads, -1);
      append(tails, -1);
      return heads.length - 1;
    },
    push: (list, value) => {
      const entry = values.length;
      append(values, value);
      append(nexts, -1);
      const tail = tails.data[list] ?? -1;
      if (tail < 0) heads.data[list] = entry;
      else nexts.data[tail] = entry;
      tails.data[list] = entry;
    },
    freeze: () => {
      const from = new Int32Array(heads.length + 1);
      const out = new Int32Array(values.length);
      let at = 0;
      for (let l = 0; l < heads.length; l += 1) {
        from[l] = at;
        for (let entry = heads.data[l] ?? -1; entry >= 0; entry = nexts.data[entry] ?? -1) {
          out[at] = values.data[entry] ?? 0;
          at += 1;
        }
      }
      from[heads.length] = at;
      return { from, values: out };
    },
  };
}
