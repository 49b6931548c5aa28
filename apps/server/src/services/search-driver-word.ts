/**
 * Which part of a search text the trigram indexes should look up. A trigram index answers
 * `ILIKE '%q%'` by reading the posting list of every trigram of `q`, so a word most users share
 * ("person" in "Person 4711", a company's e-mail domain) costs a read of nearly every row's entry,
 * however rare the rest of `q` is. Looking up only the rarest word of `q` and checking the whole
 * pattern on the rows found gives the same answer, because a text containing `q` contains every
 * substring of it; only the cost changes.
 */

/**
 * The words of `q` a trigram index can look up: runs of letters and digits, three or more, as
 * written in `q` (so the database folds their case exactly as it folds the whole pattern's).
 */
export const searchWords = (q: string) => {
  const seen = new Set<string>();
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => [...word].length >= 3)
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** Rows of `sample` (lower-cased text) that contain `word`. */
const occurrences = (word: string, sample: readonly string[]) => {
  const needle = word.toLowerCase();
  return sample.reduce((count, text) => (text.includes(needle) ? count + 1 : count), 0);
};

/** Whether picking the driver needs to know how common each word of `q` is. */
export const needsSample = (q: string) => searchWords(q).length > 1;

/**
 * The substring of `q` to look up in the index: `q` itself when it has no word long enough to
 * give a trigram (the index reads what it must, as before); its one word when it has one; else
 * the word found in the fewest rows of `sample` (lower-cased searchable text of some users), the
 * longest on a tie, as more trigrams narrow the lookup further.
 */
export const pickDriverWord = (q: string, sample: readonly string[] = []) => {
  const words = searchWords(q);
  if (words.length === 0) return q;
  const scored = words.map((word) => ({ word, count: occurrences(word, sample) }));
  scored.sort((a, b) => a.count - b.count || b.word.length - a.word.length);
  return scored[0]?.word ?? q;
};
