/**
 * The shortest search, in characters (not UTF-16 units): one character would match nearly
 * everything. A module of its own, not in LIMITS: the search box loads with its screen, and the
 * first page's script, which LIMITS is part of, is at its budget.
 */
export const SEARCH_MIN_CHARACTERS = 2;
