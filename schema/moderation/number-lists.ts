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

export type FrozenLists = { from: Int32Array; values: Int32Array };

export function growingLists(): GrowingLists {
  const values: number[] = [];
  /** The entry after each entry in its list, -1 after its last. */
  const nexts: number[] = [];
  const heads: number[] = [];
  const tails: number[] = [];
  return {
    add: () => {
      heads.push(-1);
      tails.push(-1);
      return heads.length - 1;
    },
    push: (list, value) => {
      const entry = values.length;
      values.push(value);
      nexts.push(-1);
      const tail = tails[list] ?? -1;
      if (tail < 0) heads[list] = entry;
      else nexts[tail] = entry;
      tails[list] = entry;
    },
    freeze: () => {
      const from = new Int32Array(heads.length + 1);
      const out = new Int32Array(values.length);
      let at = 0;
      heads.forEach((head, l) => {
        from[l] = at;
        for (let entry = head; entry >= 0; entry = nexts[entry] ?? -1) {
          out[at] = values[entry] ?? 0;
          at += 1;
        }
      });
      from[heads.length] = at;
      return { from, values: out };
    },
  };
}
