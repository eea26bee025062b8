/** Whole-word matching over folded words (see `fold.ts`). */

/**
 * Many phrases looked for in one pass over the words: each phrase is filed under its first word, so a
 * text of n words is read once whatever the number of phrases (time n × the phrases sharing a first word).
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Array<{ phrase: readonly string[]; value: T }>>();

  add(phrase: readonly string[], value: T): void {
    const first = phrase[0];
    if (first === undefined || first === '') return;
    const list = this.byFirst.get(first);
    if (list) list.push({ phrase, value });
    else this.byFirst.set(first, [{ phrase, value }]);
  }

  /** Every value whose phrase occurs in `words`, once each, in the order first found. */
  find(words: readonly string[]): T[] {
    const found = new Set<T>();
    for (let i = 0; i < words.length; i++) {
      const list = this.byFirst.get(words[i] as string);
      if (!list) continue;
      for (const { phrase, value } of list) {
        if (found.has(value) || i + phrase.length > words.length) continue;
        let j = 1;
        while (j < phrase.length && words[i + j] === phrase[j]) j++;
        if (j === phrase.length) found.add(value);
      }
    }
    return [...found];
  }
}
