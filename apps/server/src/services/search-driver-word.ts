/**
 * Which part of a search text the trigram indexes should look up. A trigram index answers
 * `ILIKE '%q%'` by reading the posting list of every trigram of `q`, so a word most users share
 * ("person" in "Person 4711", a company's e-mail domain) costs a read of nearly every row's entry,
 * however rare the rest of `q` is. Looking up only the rarest word of `q` and checking the whole
 * pattern on the rows found gives the same answer, because a text containing `q` contains every
 * substring of it; only the cost changes.
 */

/**
 * A run of letters and digits in `q` (pg_trgm's words), and whether `q` shows where it starts or
 * ends: a neighbouring character that is neither tells the index the word begins or ends there,
 * which gives it the padded trigrams of a word's edge ("  1", " 12" for " 12…").
 */
type SearchWord = { text: string; index: number; starts: boolean; ends: boolean; trigrams: number };

const wordPattern = /[\p{L}\p{N}]+/gu;

/** How many trigrams the index can look up for the word as `q` shows it (pg_trgm's padding). */
const trigramCount = (length: number, starts: boolean, ends: boolean) =>
  Math.max(0, length - 2) +
  (starts ? Math.min(length, 2) : 0) +
  (ends && (starts || length >= 2) ? 1 : 0);

/** The words of `q` the index can look up (one trigram or more), each once. */
export const searchWords = (q: string): SearchWord[] => {
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const match of q.matchAll(wordPattern)) {
    const text = match[0];
    const starts = match.index > 0;
    const ends = match.index + text.length < q.length;
    const trigrams = trigramCount([...text].length, starts, ends);
    const key = `${starts}${ends}${text.toLowerCase()}`;
    if (trigrams === 0 || seen.has(key)) continue;
    seen.add(key);
    words.push({ text, index: match.index, starts, ends, trigrams });
  }
  return words;
};

const wordCharacter = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && wordCharacter.test(character);

/** Whether `text` shows `needle` with the edges `q` gives the word. */
const shows = (text: string, needle: string, word: SearchWord) => {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (word.starts && isWordCharacter(text[at - 1])) continue;
    if (word.ends && isWordCharacter(text[at + needle.length])) continue;
    return true;
  }
  return false;
};

/**
 * Rows of `sample` (lower-cased text) showing the word, counted up to `enough` (a word already
 * seen that often cannot be the rarest): this runs on every search of several words.
 */
const occurrences = (word: SearchWord, sample: readonly string[], enough: number) => {
  const needle = word.text.toLowerCase();
  let count = 0;
  for (const text of sample) {
    if (count > enough) break;
    if (shows(text, needle, word)) count += 1;
  }
  return count;
};

/** Whether picking the driver needs to know how common each word of `q` is. */
export const needsSample = (q: string) => searchWords(q).length > 1;

/**
 * The substring of `q` to look up in the index: `q` itself when no word of it gives a trigram
 * (the index reads what it must, as before); else its one word, or the word found in the fewest
 * rows of `sample` (lower-cased searchable text of some users), the one with more trigrams on a
 * tie, as each narrows the lookup further; with the characters around it that mark its edges.
 */
export const pickDriverWord = (q: string, sample: readonly string[] = []) => {
  let rarest: { word: SearchWord; count: number } | undefined;
  // Most trigrams first, so on a tie the first seen stays.
  for (const word of searchWords(q).sort((a, b) => b.trigrams - a.trigrams)) {
    const count = occurrences(word, sample, rarest?.count ?? sample.length);
    if (!rarest || count < rarest.count) rarest = { word, count };
  }
  if (!rarest) return q;
  const { index, text, starts, ends } = rarest.word;
  return q.slice(index - (starts ? 1 : 0), index + text.length + (ends ? 1 : 0));
};
